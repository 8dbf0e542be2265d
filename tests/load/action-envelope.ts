// What proxy.ts's check of a server action's body (lib/http/action-envelope.ts) costs on a post
// built to cost it the most, against a normal action post and the largest one a visitor can
// send. Medians of many runs, in this process. A bench, not a test (its test is in
// tests/unit/action-envelope.test.ts).
//
//   npx tsx tests/load/action-envelope.ts [runs]
import { craftedEnvelope, envelopeMs, orderCall } from '../helpers/crafted-envelope';

async function main(runs: number): Promise<void> {
  const crafted = craftedEnvelope();
  const longest = orderCall('x'.repeat(crafted.length - orderCall('').length));
  const bodies: [string, string][] = [
    ['an order, as a visitor sends it', orderCall()],
    ['the largest order a visitor can send', longest],
    ['crafted: hundreds of parts, thousands of references', crafted],
    ['crafted: 60 parts, thousands of references', craftedEnvelope({ parts: 60 })],
  ];
  const times: number[] = [];
  for (const [label, body] of bodies) {
    const ms = await envelopeMs(body, runs);
    times.push(ms);
    console.log(`${label}: ${(body.length / 1024).toFixed(1)} KiB, median ${ms.toFixed(3)} ms`);
  }
  const [order = 1, largest = 1, ...craftedTimes] = times;
  for (const [i, ms] of craftedTimes.entries()) {
    console.log(
      `${bodies[i + 2]?.[0]}: ${(ms / order).toFixed(1)}x an order, ${(ms / largest).toFixed(1)}x the largest order`,
    );
  }
}

void main(Number(process.argv[2] ?? 200));
