/** A ZIP's files, name → bytes (yauzl), for tests that check what an export holds. */
import yauzl from 'yauzl';

export function unzip(bytes: Buffer): Promise<Record<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries: Record<string, Buffer> = {};
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (err, stream) => {
          if (err) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries[entry.fileName] = Buffer.concat(chunks);
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(entries));
      zip.readEntry();
    });
  });
}
