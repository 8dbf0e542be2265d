export async function register() {
  // The Node.js part lives in its own module so the Edge bundle never sees Node APIs.
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./instrumentation-node');
}
