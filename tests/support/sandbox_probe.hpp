// Whether the judge tool can sandbox here, as its own probe says.
#pragma once

// Whether the judge tool runs its tests in bubblewrap's sandbox here, as its
// own probe says (sandbox::probe): bubblewrap installed and able to work.
// Asked once a process (the answer is kept). The probe runs `true` in a box
// as the judge does, and a judge's run ends every child of its process that
// it does not wait for: ask before a test has children of its own running
// (every test here waits for what it starts).
bool judge_sandboxes();
