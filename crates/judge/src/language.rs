//! The languages a learner's program may be in, told by its extension:
//! how each is checked or compiled once, and how each test runs it.
//!
//! | extension | compiled with | run as |
//! |---|---|---|
//! | `.py` | `python3 -m py_compile` (a syntax error is `CE`) | `python3 FILE` |
//! | `.cpp` | `g++ -std=c++17 -O2` | the binary |
//! | `.java` | `javac -encoding UTF-8` (the class is named after the file) | `java -Xmx<memory limit> -Xss64m -XX:+UseSerialGC CLASS` |

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

/// A language the judge runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Language {
    /// Python 3 (`.py`).
    Python,
    /// C++17 (`.cpp`).
    Cpp,
    /// Java (`.java`).
    Java,
}

/// A program the judge needs, and how to get it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tool {
    /// Its command: `python3`, `g++`, `javac`, `java`.
    pub command: &'static str,
    /// The argument that makes it say its version (to see it is there).
    pub probe: &'static str,
    /// How to install it.
    pub install: &'static str,
}

impl Language {
    /// Every language, in the order the page offers them.
    pub const ALL: [Language; 3] = [Language::Python, Language::Cpp, Language::Java];

    /// The name the page and `queens trace --code` use: `py`, `cpp`, `java`.
    pub fn name(self) -> &'static str {
        self.listing().name()
    }

    /// How people write it: `Python`, `C++`, `Java`.
    pub fn title(self) -> &'static str {
        match self {
            Language::Python => "Python",
            Language::Cpp => "C++",
            Language::Java => "Java",
        }
    }

    /// The extension of its files, without the dot.
    pub fn extension(self) -> &'static str {
        match self {
            Language::Python => "py",
            Language::Cpp => "cpp",
            Language::Java => "java",
        }
    }

    /// The language of a file, from its extension.
    pub fn of_path(path: &Path) -> Option<Language> {
        let ext = path.extension()?.to_str()?;
        Language::ALL.into_iter().find(|l| l.extension() == ext)
    }

    /// The page's name for the language of its listings.
    pub fn listing(self) -> web::Lang {
        match self {
            Language::Python => web::Lang::Py,
            Language::Cpp => web::Lang::Cpp,
            Language::Java => web::Lang::Java,
        }
    }

    /// What it needs installed.
    pub fn tools(self) -> &'static [Tool] {
        const PYTHON: Tool = Tool {
            command: "python3",
            probe: "--version",
            install: "sudo apt install python3 (Debian, Ubuntu); brew install python (macOS)",
        };
        const GXX: Tool = Tool {
            command: "g++",
            probe: "--version",
            install: "sudo apt install g++ (Debian, Ubuntu); xcode-select --install (macOS)",
        };
        const JAVAC: Tool = Tool {
            command: "javac",
            probe: "-version",
            install: "sudo apt install default-jdk-headless (Debian, Ubuntu); brew install openjdk (macOS)",
        };
        const JAVA: Tool = Tool {
            command: "java",
            probe: "-version",
            ..JAVAC
        };
        match self {
            Language::Python => &[PYTHON],
            Language::Cpp => &[GXX],
            Language::Java => &[JAVAC, JAVA],
        }
    }

    /// The first tool it needs that cannot be started, if any. A tool
    /// found once is not looked for again in this process (a JVM takes a
    /// good part of a second to say its version).
    pub fn missing_tool(self) -> Option<Tool> {
        static FOUND: Mutex<Vec<&'static str>> = Mutex::new(Vec::new());
        self.tools().iter().copied().find(|tool| {
            let mut found = FOUND.lock().unwrap_or_else(|p| p.into_inner());
            if found.contains(&tool.command) {
                return false;
            }
            let here = Command::new(tool.command)
                .arg(tool.probe)
                .stdin(std::process::Stdio::null())
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::null())
                .status()
                .is_ok();
            if here {
                found.push(tool.command);
            }
            !here
        })
    }

    /// The name the source gets in the work folder: the learner's own
    /// (Java's public class must match it).
    pub(crate) fn source_name(self, stem: &str) -> String {
        format!("{stem}.{}", self.extension())
    }

    /// The command that checks or compiles `source` (in `dir`), if the
    /// language has one.
    pub(crate) fn compile(self, source: &Path, dir: &Path) -> Command {
        match self {
            Language::Python => {
                let mut c = Command::new("python3");
                c.arg("-m").arg("py_compile").arg(source);
                c
            }
            Language::Cpp => {
                let mut c = Command::new("g++");
                c.args(["-std=c++17", "-O2", "-o"])
                    .arg(dir.join("program"))
                    .arg(source);
                c
            }
            Language::Java => {
                let mut c = Command::new("javac");
                c.args(["-encoding", "UTF-8", "-d"])
                    .arg(dir.join("classes"))
                    .arg(source);
                c
            }
        }
    }

    /// The command that runs the compiled program, and the JVM's heap for
    /// Java (`memory` bytes).
    pub(crate) fn run(self, source: &Path, dir: &Path, stem: &str, memory: u64) -> (PathBuf, Vec<OsString>) {
        match self {
            Language::Python => ("python3".into(), vec![source.into()]),
            Language::Cpp => (dir.join("program"), Vec::new()),
            Language::Java => (
                "java".into(),
                vec![
                    format!("-Xmx{}k", (memory / 1024).max(4096)).into(),
                    "-Xss64m".into(),
                    // One garbage collector thread: the CPU time judged
                    // is the program's, not the collector's helpers'.
                    "-XX:+UseSerialGC".into(),
                    "-cp".into(),
                    dir.join("classes").into(),
                    stem.into(),
                ],
            ),
        }
    }

    /// What the JVM may hold besides the heap before the watch stops it:
    /// its code, metadata and threads (about 40 MB for a small program).
    pub(crate) fn memory_overhead(self) -> u64 {
        match self {
            Language::Java => 256 << 20,
            Language::Python | Language::Cpp => 0,
        }
    }

    /// The kernel's cap on its address space, for a `memory` limit: none
    /// for Java (the JVM reserves far more than it uses, and `-Xmx` caps
    /// its heap).
    pub(crate) fn address_space(self, memory: u64) -> Option<u64> {
        match self {
            Language::Java => None,
            Language::Python | Language::Cpp => Some(memory.saturating_mul(2).saturating_add(512 << 20)),
        }
    }
}

impl std::fmt::Display for Language {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.title())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extensions_tell_the_language() {
        assert_eq!(Language::of_path(Path::new("a/flags.py")), Some(Language::Python));
        assert_eq!(Language::of_path(Path::new("Flags.java")), Some(Language::Java));
        assert_eq!(Language::of_path(Path::new("x.cpp")), Some(Language::Cpp));
        assert_eq!(Language::of_path(Path::new("x.rb")), None);
        assert_eq!(Language::of_path(Path::new("Makefile")), None);
        assert_eq!(
            Language::ALL.map(Language::name),
            ["py", "cpp", "java"],
            "the page's names"
        );
    }

    #[test]
    fn a_tool_that_is_not_there_is_named() {
        let tool = Tool {
            command: "queens-no-such-compiler",
            probe: "--version",
            install: "",
        };
        assert!(
            Command::new(tool.command).arg(tool.probe).status().is_err(),
            "the probe fails"
        );
    }
}
