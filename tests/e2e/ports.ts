import net from 'node:net';

/**
 * A TCP port on the loopback interface that no one listens on now, as the system picks it: a
 * server a test starts on it cannot collide with another test, another run, or `npm start`.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
