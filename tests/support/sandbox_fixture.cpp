// The sandbox tests' fixture (support/sandbox_fixture.hpp): what it does,
// compiled once for the three files of tests that use it.
#include "support/sandbox_fixture.hpp"

#include "judge/box_setup.hpp"

std::string solution() {
  for (const ProgramPath& p : kProgramPaths)
    if (std::string(p.name) == "shuttle_formula") return p.path;
  return "";
}

std::string why_no_sandbox() {
  const std::string folder = temp_dir() + "sandbox_probe_" + std::to_string(getpid());
  fs::create_directory(folder);
  const std::string cannot = judge::probe(SUITE_BOX_INIT, folder);
  fs::remove_all(folder);
  return cannot;
}

void Sandbox::SetUp() {
  static const std::string cannot = why_no_sandbox();
  if (!cannot.empty()) GTEST_SKIP() << "skipped: " << cannot << "; " << SUITE_BWRAP_NEEDED_FOR;
  modes_.push_back({geteuid() == 0 ? "root" : "an unprivileged user", false, temp_dir()});
  if (geteuid() != 0) {
    std::cout << "skipped: the judge run as root (these tests do not run as root)\n";
    return;
  }
  nobody_tmp_ = temp_dir() + "as_65534_" + std::to_string(getpid()) + "/";
  fs::create_directory(nobody_tmp_);
  chmod(nobody_tmp_.c_str(), 0777);
  const ProgramRun reach = run_program_on(
      "/usr/bin/setpriv", {"--reuid=65534", "--regid=65534", "--clear-groups", "/bin/sh", "-c",
                           "test -x \"$0\" && test -r \"$1\" && test -x \"$2\" && test -w \"$3\"", SUITE_JUDGE,
                           fixture("attack_fd.sh"), solution(), nobody_tmp_}, "");
  if (reach.status == 0) modes_.push_back({"uid 65534", true, nobody_tmp_});
  else std::cout << "skipped: the judge run as uid 65534 (it cannot reach the build or its folder)\n";
}

void Sandbox::TearDown() {
  if (!nobody_tmp_.empty() && !HasFailure()) fs::remove_all(nobody_tmp_);
  else if (!nobody_tmp_.empty()) std::cout << "kept " << nobody_tmp_ << "\n";
}

ProgramRun Sandbox::judge(const Mode& m, std::vector<std::string> args, const std::string& cwd,
                          const std::vector<std::string>& env) {
  bool memory = false;
  for (const std::string& a : args) memory = memory || a == "--memory-limit";
  if (!memory) args.insert(args.begin() + 1, kMemory.begin(), kMemory.end());
  args.insert(args.begin(), SUITE_JUDGE);
  return run_as(m, args, cwd, env);
}

ProgramRun Sandbox::run_as(const Mode& m, const std::vector<std::string>& command, const std::string& cwd,
                           const std::vector<std::string>& env) {
  std::vector<std::string> words;
  if (m.nobody) words = {"--reuid=65534", "--regid=65534", "--clear-groups", "/usr/bin/env"};
  words.push_back("TMPDIR=" + m.tmp);
  words.insert(words.end(), env.begin(), env.end());
  words.insert(words.end(), {"/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", cwd.empty() ? "." : cwd});
  words.insert(words.end(), command.begin(), command.end());
  return run_program_on(m.nobody ? "/usr/bin/setpriv" : "/usr/bin/env", words, "");
}

std::string Sandbox::folder(const Mode& m, const std::string& name) {
  const std::string f = m.tmp + "sandbox_" + std::to_string(getpid()) + "_" + name;
  fs::remove_all(f);
  fs::create_directory(f);
  if (m.nobody) chown(f.c_str(), 65534, 65534);
  made_.push_back(f);
  return f;
}

void Sandbox::remove_made() {
  for (const std::string& f : made_) fs::remove_all(f);
  made_.clear();
}

std::string failure(const ProgramRun& run) {
  const std::size_t first = run.out.find("\nfirst failure: ");
  if (first == std::string::npos) return "";
  const std::size_t line = run.out.find('\n', first + 1) + 1;
  return run.out.substr(line, run.out.find('\n', line) - line);
}

void remove_kept(const ProgramRun& run) {
  const std::string key = "messages are in ";
  const std::size_t at = run.out.find(key);
  if (at == std::string::npos) return;
  const std::size_t start = at + key.size();
  fs::remove_all(run.out.substr(start, run.out.find(" (", start) - start));
}
