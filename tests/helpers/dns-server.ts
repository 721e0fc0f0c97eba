// A real DNS server for single sign-on tests: dns2's UDP server on 127.0.0.1, answering the TXT
// records a test puts in it (and nothing for any other name), as a domain's DNS would.
import dns2 from 'dns2';

const { Packet } = dns2;

export interface TestDnsServer {
  /** Where it listens, as SSO_DNS_SERVERS takes it (`127.0.0.1:port`). */
  address: string;
  /** From now on `name` answers these TXT records (none: the name has no record). */
  setTxt(name: string, values: string[]): void;
  close(): Promise<void>;
}

/** A TXT value goes out in strings of at most 255 bytes, as DNS carries it. */
function chunks(value: string): string[] {
  const parts: string[] = [];
  for (let at = 0; at < value.length; at += 255) parts.push(value.slice(at, at + 255));
  return parts.length > 0 ? parts : [''];
}

/** Starts the server on `port` (0: a free one). */
export async function startDnsServer(port = 0): Promise<TestDnsServer> {
  const records = new Map<string, string[]>();
  const server = dns2.createUDPServer((request, send) => {
    const response = Packet.createResponseFromRequest(request);
    for (const question of request.questions) {
      const values = records.get(question.name.toLowerCase()) ?? [];
      if (question.type !== Packet.TYPE.TXT) continue;
      for (const value of values) {
        response.answers.push(
          Packet.createResourceFromQuestion(question, { ttl: 0, data: chunks(value) }),
        );
      }
    }
    void send(response);
  });
  await server.listen(port, '127.0.0.1');
  const bound = server.address().port;
  return {
    address: `127.0.0.1:${bound}`,
    setTxt: (name, values) => void records.set(name.toLowerCase(), values),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
