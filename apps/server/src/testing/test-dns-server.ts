import dns2 from "dns2";

const { Packet } = dns2;
type RecordType = "A" | "AAAA" | "CNAME" | "TXT" | "CAA";
export interface CaaValue {
  flags: number;
  tag: string;
  value: string;
}
type Value = string | CaaValue;

/**
 * A real DNS server on a local UDP port whose records a test sets and changes (the custom-domain
 * checks resolve through it via DNS_SERVERS). A name can be made to fail: SERVFAIL, or no answer at
 * all (a time-out).
 */
export interface TestDnsServer {
  /** `127.0.0.1:port`, as DNS_SERVERS takes it. */
  address: string;
  set(name: string, type: RecordType, values: Value[]): void;
  remove(name: string, type?: RecordType): void;
  failing(name: string, how: "servfail" | "timeout" | null): void;
  /** How many questions were asked for a name. */
  asked(name: string): number;
  close(): Promise<void>;
}

const norm = (name: string) => name.toLowerCase().replace(/\.$/, "");

export async function startTestDnsServer(port = 0): Promise<TestDnsServer> {
  const records = new Map<string, Value[]>();
  const failures = new Map<string, "servfail" | "timeout">();
  const questions = new Map<string, number>();
  const typeName = new Map<number, RecordType>(
    (["A", "AAAA", "CNAME", "TXT", "CAA"] as const).map((type) => [Packet.TYPE[type], type]),
  );
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      if (!question) return send(response);
      const name = norm(question.name);
      questions.set(name, (questions.get(name) ?? 0) + 1);
      const failure = failures.get(name);
      if (failure === "timeout") return;
      if (failure === "servfail") {
        response.header.rcode = 2; // SERVFAIL
        return send(response);
      }
      const type = typeName.get(question.type);
      const known = [...records.keys()].some((key) => key.startsWith(`${name}|`));
      // A name that holds no record at all does not exist; one with other records has no data.
      if (!known) response.header.rcode = 3; // NXDOMAIN
      const answerOf = (value: Value, answerType: RecordType) => {
        const base = { name: question.name, type: Packet.TYPE[answerType], class: Packet.CLASS.IN, ttl: 60 };
        if (answerType === "A" || answerType === "AAAA") return { ...base, address: value as string };
        if (answerType === "CNAME") return { ...base, domain: value as string };
        if (answerType === "TXT") return { ...base, data: value as string };
        return { ...base, ...(value as CaaValue) };
      };
      if (type) {
        for (const value of records.get(`${name}|${type}`) ?? [])
          response.answers.push(answerOf(value, type) as never);
      }
      send(response);
    },
  });
  const listening = new Promise<void>((resolve) => server.on("listening", () => resolve()));
  await server.listen({ udp: { port, address: "127.0.0.1" } });
  await listening;
  const bound = (server.addresses() as { udp?: { port: number } }).udp!.port;
  return {
    address: `127.0.0.1:${bound}`,
    set: (name, type, values) => {
      if (values.length) records.set(`${norm(name)}|${type}`, values);
      else records.delete(`${norm(name)}|${type}`);
    },
    remove: (name, type) => {
      for (const key of [...records.keys()]) {
        if (type ? key === `${norm(name)}|${type}` : key.startsWith(`${norm(name)}|`)) records.delete(key);
      }
    },
    failing: (name, how) => {
      if (how) failures.set(norm(name), how);
      else failures.delete(norm(name));
    },
    asked: (name) => questions.get(norm(name)) ?? 0,
    close: () => server.close(),
  };
}
