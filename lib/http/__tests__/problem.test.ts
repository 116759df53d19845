/**
 * A module's refusal carries its own answer: route() answers any Problem as it says, without
 * knowing the module (lib/http/problem.ts); anything else is not swallowed.
 */
import { Conflict, FieldRefused, INVALID_FORM, Problem } from '../problem';
import { NotFound, route } from '../handler';

const answer = async (thrown: unknown) => {
  const response = await route({}, async () => {
    throw thrown;
  })(new Request('http://kinglife.test/api/v1/x'));
  return { status: response.status, body: await response.json() };
};

it('answers a refused change with 409, its code and its message', async () => {
  expect(await answer(new Conflict('category_not_empty', 'Move its 3 products first.'))).toEqual({
    status: 409,
    body: { error: 'category_not_empty', message: 'Move its 3 products first.' },
  });
});

it('answers a refused field with 400 and the message beside that field', async () => {
  expect(await answer(new FieldRefused('image', 'Choose a JPEG, PNG or WebP picture.'))).toEqual({
    status: 400,
    body: {
      error: 'validation',
      message: INVALID_FORM,
      fields: { image: 'Choose a JPEG, PNG or WebP picture.' },
    },
  });
});

it('answers any status a module declares, and a missing row with 404', async () => {
  expect((await answer(new Problem(410, 'gone', 'This link has expired.'))).status).toBe(410);
  expect((await answer(new NotFound())).body.error).toBe('not_found');
});

it('lets an unexpected error through (a 500, logged by Next)', async () => {
  await expect(answer(new Error('database down'))).rejects.toThrow('database down');
});
