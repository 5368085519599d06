// The V8 flags the server runs with, for `npm start` and the benches alike (decision 019):
// a young generation of at most 2 MB per semi-space. V8 grows it to 16 MB while the server
// boots (module loading survives many scavenges) and never gives it back, about 30 MB of
// resident memory a server's small per-request garbage does not need.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2'];
