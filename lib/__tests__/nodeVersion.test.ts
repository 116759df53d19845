import packageJson from '../../package.json';

// The project brings its own Node (the `node` package from npm, whose binary npm scripts put first
// on PATH), so the app, the build and every test run on it whatever Node the machine has.
it('runs on the Node the project brings', () => {
  const wanted = packageJson.dependencies.node.replace(/^\D*/, '').split('.')[0];
  expect(process.versions.node.split('.')[0]).toBe(wanted);
});
