// listen.hpp: `judge listen [--port N] [--dir DIR]`: problems sent from the
// browser by Competitive Companion (an HTTP POST of its JSON to a port of
// this machine) written as folders of tests under DIR (companion.hpp), one
// line printed a problem. It listens on 127.0.0.1 only (cpp-httplib), and
// answers a request it cannot take with a 4xx status and a line on stderr,
// never stopping: one from a peer not on this machine (403), from a web page
// (an Origin of http or https: 403), not JSON (415 when its Content-Type is
// not application/json, 400 for its text or fields), a body over 16 MB
// (413, refused by its Content-Length before it is read) or of no stated
// length (411).
#pragma once

namespace judge {

// The bytes a request's body may have.
const unsigned long kListenBodyBytes = 16ul << 20;

// Runs `judge listen` (argv[0] is "listen"); its exit status: 2 for a bad
// command line, a port it cannot take or a build without cpp-httplib (said
// so); else it runs until stopped by a signal.
int listen_main(int argc, char** argv);

}  // namespace judge
