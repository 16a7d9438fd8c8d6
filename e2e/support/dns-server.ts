import dns2 from "dns2";

const { Packet } = dns2;
type RecordType = "A" | "AAAA" | "CNAME" | "TXT";

/**
 * The operator's DNS provider, as the custom-domain test needs it: a real DNS server on a local UDP
 * port (the e2e server resolves through it, DNS_SERVERS) whose records the test sets. A name with
 * no record at all does not exist (NXDOMAIN); one with records of other types answers no data.
 */
export interface TestDnsServer {
  set(name: string, type: RecordType, values: string[]): void;
  close(): Promise<void>;
}

const norm = (name: string) => name.toLowerCase().replace(/\.$/, "");

export async function startTestDnsServer(port: number): Promise<TestDnsServer> {
  const records = new Map<string, string[]>();
  const types = ["A", "AAAA", "CNAME", "TXT"] as const;
  const typeName = new Map<number, RecordType>(types.map((type) => [Packet.TYPE[type], type]));
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      if (!question) return send(response);
      const name = norm(question.name);
      if (!types.some((type) => records.has(`${name}|${type}`))) response.header.rcode = 3; // NXDOMAIN
      const type = typeName.get(question.type);
      for (const value of type ? (records.get(`${name}|${type}`) ?? []) : []) {
        const base = { name: question.name, type: Packet.TYPE[type!], class: Packet.CLASS.IN, ttl: 60 };
        const answer =
          type === "CNAME"
            ? { ...base, domain: value }
            : type === "TXT"
              ? { ...base, data: value }
              : { ...base, address: value };
        response.answers.push(answer as never);
      }
      send(response);
    },
  });
  const listening = new Promise<void>((resolve) => server.on("listening", () => resolve()));
  await server.listen({ udp: { port, address: "127.0.0.1" } });
  await listening;
  return {
    set: (name, type, values) => {
      if (values.length) records.set(`${norm(name)}|${type}`, values);
      else records.delete(`${norm(name)}|${type}`);
    },
    close: () => server.close(),
  };
}
