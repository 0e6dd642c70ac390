//! The house rules that were kept by hand until issue 49, checked on every
//! `.rs` file under `crates/*/src` (the Python module's too):
//!
//! - a source file is at most [`MAX_LINES`] lines, its tests aside: the
//!   lines before its first `#[cfg(test)]` at the start of a line count;
//! - an `unsafe { … }` block spans at most [`MAX_UNSAFE_LINES`] lines, so
//!   that its `// SAFETY:` comment can be checked against all of it;
//! - no library ends the process or reads the environment
//!   (`process::exit`, `env::var`): a library returns its errors and takes
//!   what it needs as options. "Library" is every file under
//!   `crates/*/src` but the binary's `crates/cli/src/main.rs` (the one
//!   place the program reads its environment, see its comment) and the
//!   tests' helper crate `testkit`, which reads the tests' own settings
//!   (`QUEENS_REQUIRE_KERNELS`, `QUEENS_DATA_DIR`, `PROPTEST_CASES`). The
//!   CLI's `lib.rs` and its modules are libraries by this rule: they take
//!   the environment from `main.rs` as `queens::Environment`. Test
//!   modules (after the first `#[cfg(test)]`) are not checked;
//! - the CLI's modules import one way ([`CLI_LAYERS`]): a module names
//!   (`crate::module`) only the modules of the layers below its own, so
//!   that no import circle comes back (until issue 49 the arguments and
//!   the commands imported each other, tying 32 files into one knot);
//! - no crate's files import each other in a circle
//!   ([`check_import_circles`], by their `crate::` paths): since issue 49
//!   every crate's files import one way, and a circle found its way back
//!   twice (the count's recorded units, the Sudoku grader's tests);
//! - the user guide has a heading naming every command clap knows (as
//!   `` `queens sudoku rate …` ``), and names none it does not.
//!
//! Comments and string literals are blanked before the code is read, so
//! that a doc comment may name `process::exit`. Each check is a function
//! that returns the problems it found, and each is shown to find one in a
//! made-up file (the `checker_*` tests).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use crate::common::commands;

/// The most lines a source file may have before its tests.
const MAX_LINES: usize = 800;

/// The most lines an `unsafe` block may span, braces included.
const MAX_UNSAFE_LINES: usize = 40;

/// What no library may call.
const FORBIDDEN_IN_LIBRARIES: &[&str] = &["process::exit", "env::var"];

/// The CLI's top modules, lowest first: a module may name those of
/// earlier layers, not its own layer's others nor later ones. `lib.rs`
/// and `main.rs` are above them all.
const CLI_LAYERS: &[&[&str]] = &[
    // How it ends: exit statuses and messages, Ctrl-C.
    &["exit", "interrupt"],
    // What the user asked: the arguments; the shard files they name.
    &["args", "shard_file"],
    &["progress"],
    &["output"],
    &["input"],
    // How each command runs.
    &["commands"],
];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every `.rs` file under `crates/*/src`, as (path from the root, text).
fn sources() -> Vec<(String, String)> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let root = root();
    let mut files = Vec::new();
    for krate in std::fs::read_dir(root.join("crates")).unwrap().flatten() {
        let src = krate.path().join("src");
        if src.is_dir() {
            walk(&src, &mut files);
        }
    }
    files.sort();
    assert!(files.len() > 100, "only {} source files found", files.len());
    files
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).unwrap();
            let name = path
                .strip_prefix(&root)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            (name, text)
        })
        .collect()
}

/// The text before the first `#[cfg(test)]` that starts a line: the
/// file's own code, its unit tests aside.
fn before_tests(text: &str) -> &str {
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        if line.starts_with("#[cfg(test)]") {
            return &text[..at];
        }
        at += line.len();
    }
    text
}

/// `text` with every comment and the inside of every string and character
/// literal made spaces; newlines are kept, so lines keep their numbers.
fn code_only(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let blank = |c: char| if c == '\n' { '\n' } else { ' ' };
    let is_ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                out.push(' ');
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            // Block comments nest in Rust.
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    out.push_str("  ");
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    out.push_str("  ");
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    out.push(blank(chars[i]));
                    i += 1;
                }
            }
        } else if c == 'r'
            && (i == 0 || !is_ident(chars[i - 1]) || chars[i - 1] == 'b')
            && matches!(next, Some('"' | '#'))
        {
            // A raw string, r"…" or r#"…"#, br too: up to `"` and as
            // many `#`.
            let mut j = i + 1;
            while chars.get(j) == Some(&'#') {
                j += 1;
            }
            if chars.get(j) != Some(&'"') {
                out.push(c);
                i += 1;
                continue;
            }
            let hashes = j - i - 1;
            out.push('r');
            out.extend(std::iter::repeat_n('#', hashes));
            out.push('"');
            i = j + 1;
            while i < chars.len() {
                if chars[i] == '"' && (1..=hashes).all(|k| chars.get(i + k) == Some(&'#')) {
                    out.push('"');
                    out.extend(std::iter::repeat_n('#', hashes));
                    i += 1 + hashes;
                    break;
                }
                out.push(blank(chars[i]));
                i += 1;
            }
        } else if c == '"' {
            out.push('"');
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    out.push(' ');
                    i += 1;
                }
                if i < chars.len() {
                    out.push(blank(chars[i]));
                    i += 1;
                }
            }
            out.push('"');
            i += 1;
        } else if c == '\'' && next == Some('\\') {
            // An escaped character literal: '\n', '\'', '\u{7b}'.
            out.push('\'');
            i += 1;
            out.push(' ');
            i += 1;
            while i < chars.len() && chars[i] != '\'' {
                out.push(' ');
                i += 1;
            }
            out.push('\'');
            i += 1;
        } else if c == '\'' && chars.get(i + 2) == Some(&'\'') {
            // A character literal, '{'; otherwise a lifetime, 'a.
            out.push_str("' '");
            i += 3;
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

/// Lines over [`MAX_LINES`] before the tests.
fn check_length(name: &str, text: &str) -> Vec<String> {
    let lines = before_tests(text).lines().count();
    if lines > MAX_LINES {
        vec![format!(
            "{name}: {lines} lines before its tests, over {MAX_LINES}: split it by topic"
        )]
    } else {
        Vec::new()
    }
}

/// Each `unsafe { … }` block that spans over [`MAX_UNSAFE_LINES`] lines.
fn check_unsafe_blocks(name: &str, text: &str) -> Vec<String> {
    let code = code_only(text);
    let bytes = code.as_bytes();
    let mut problems = Vec::new();
    let mut from = 0;
    while let Some(found) = code[from..].find("unsafe") {
        let start = from + found;
        from = start + "unsafe".len();
        let word_before = start > 0 && (bytes[start - 1].is_ascii_alphanumeric() || bytes[start - 1] == b'_');
        let rest = code[from..].trim_start();
        if word_before || !rest.starts_with('{') {
            // `unsafe fn`, `unsafe impl`, `unsafe extern`, a longer word.
            continue;
        }
        let open = code.len() - rest.len();
        let mut depth = 0usize;
        let mut close = None;
        for (k, b) in bytes[open..].iter().enumerate() {
            match b {
                b'{' => depth += 1,
                b'}' => {
                    depth -= 1;
                    if depth == 0 {
                        close = Some(open + k);
                        break;
                    }
                }
                _ => {}
            }
        }
        let close = close.unwrap_or(code.len());
        let first = code[..start].matches('\n').count() + 1;
        let last = code[..close].matches('\n').count() + 1;
        let spans = last - first + 1;
        if spans > MAX_UNSAFE_LINES {
            problems.push(format!(
                "{name}:{first}: an unsafe block of {spans} lines, over {MAX_UNSAFE_LINES}: \
                 make it smaller, each with its own SAFETY comment"
            ));
        }
    }
    problems
}

/// Whether the rule on exits and the environment covers `name` (see the
/// module's comment).
fn is_library(name: &str) -> bool {
    name != "crates/cli/src/main.rs" && !name.starts_with("crates/testkit/")
}

/// Each call of [`FORBIDDEN_IN_LIBRARIES`] in a library's code.
fn check_no_exit_or_env(name: &str, text: &str) -> Vec<String> {
    if !is_library(name) {
        return Vec::new();
    }
    let code = code_only(before_tests(text));
    let mut problems = Vec::new();
    for (number, line) in code.lines().enumerate() {
        for forbidden in FORBIDDEN_IN_LIBRARIES {
            if line.contains(forbidden) {
                problems.push(format!(
                    "{name}:{}: {forbidden} in a library: return the error, or take the value \
                     as an option (only crates/cli/src/main.rs reads the environment)",
                    number + 1
                ));
            }
        }
    }
    problems
}

/// Where each `crate::` of `code` ends: `crate::` as a word, not
/// `some_crate::`.
fn crate_words(code: &str) -> Vec<usize> {
    let mut ends = Vec::new();
    let mut from = 0;
    while let Some(found) = code[from..].find("crate::") {
        let at = from + found;
        from = at + "crate::".len();
        if !code[..at]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_alphanumeric() || c == '_')
        {
            ends.push(from);
        }
    }
    ends
}

/// The modules that `code` names by `crate::module` or inside
/// `crate::{…}` (over lines too), with the line of its `crate::`.
fn crate_paths(code: &str) -> Vec<(usize, String)> {
    let ident = |s: &str| -> String {
        s.chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect()
    };
    let mut named = Vec::new();
    for from in crate_words(code) {
        let line = code[..from].matches('\n').count() + 1;
        let rest = &code[from..];
        let Some(group) = rest.strip_prefix('{') else {
            named.push((line, ident(rest)));
            continue;
        };
        // The group's top-level names.
        let (mut depth, mut at_name) = (0, true);
        for (i, c) in group.char_indices() {
            match c {
                '{' => depth += 1,
                '}' if depth == 0 => break,
                '}' => depth -= 1,
                ',' if depth == 0 => at_name = true,
                c if at_name && depth == 0 && (c.is_alphanumeric() || c == '_') => {
                    named.push((line, ident(&group[i..])));
                    at_name = false;
                }
                _ => {}
            }
        }
    }
    named
}

/// Each `crate::module` in the CLI's file `name` that names a module of
/// its own layer or a later one ([`CLI_LAYERS`]), and each top module no
/// layer lists.
fn check_layers(name: &str, text: &str) -> Vec<String> {
    let Some(file) = name.strip_prefix("crates/cli/src/") else {
        return Vec::new();
    };
    let layer_of = |module: &str| CLI_LAYERS.iter().position(|layer| layer.contains(&module));
    let top = file.split('/').next().unwrap_or(file).trim_end_matches(".rs");
    let own = match top {
        "lib" | "main" => CLI_LAYERS.len(),
        _ => match layer_of(top) {
            Some(layer) => layer,
            None => {
                return vec![format!(
                    "{name}: the module `{top}` is in no layer of CLI_LAYERS: put it in one"
                )];
            }
        },
    };
    let mut problems = Vec::new();
    let code = code_only(before_tests(text));
    for (line, module) in crate_paths(&code) {
        if module == top || module.is_empty() {
            continue;
        }
        match layer_of(&module) {
            Some(layer) if layer >= own => problems.push(format!(
                "{name}:{line}: `{top}` names `crate::{module}`, of {}: a module names only those of the layers below its own (CLI_LAYERS)",
                if layer == own { "its own layer" } else { "a layer above it" }
            )),
            _ => {}
        }
    }
    problems
}

/// The full paths that `code` names after `crate::`, each as its
/// segments (`crate::count::shard::Shard`: `count`, `shard`, `Shard`;
/// `crate::{a::b, c}`: `a`, `b` and `c`), groups within groups too.
fn crate_item_paths(code: &str) -> Vec<Vec<String>> {
    /// The paths of the use tree at the start of `rest` (`a::b`,
    /// `a::{b, c}`, or a bare group `{a, b}`), each after `prefix`; how
    /// far the tree goes.
    fn tree(rest: &str, prefix: &[String], out: &mut Vec<Vec<String>>) -> usize {
        let mut path = prefix.to_vec();
        let mut at = 0;
        loop {
            let name: String = rest[at..]
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            at += name.len();
            let named = !name.is_empty();
            if named {
                path.push(name);
            }
            let after = &rest[at..];
            let group = if after.starts_with("::{") {
                Some(3)
            } else {
                (!named && after.starts_with('{')).then_some(1)
            };
            if let Some(brace) = group {
                at += brace;
                loop {
                    at += rest[at..].len() - rest[at..].trim_start().len();
                    if rest[at..].starts_with('}') || at >= rest.len() {
                        return at + 1;
                    }
                    // A glob or a rename's word is no path: step over it.
                    at += tree(&rest[at..], &path, out).max(1);
                    at += rest[at..].len() - rest[at..].trim_start().len();
                    if rest[at..].starts_with(',') {
                        at += 1;
                    }
                }
            } else if after.starts_with("::") && named {
                at += 2;
            } else {
                out.push(path);
                return at;
            }
        }
    }
    let mut paths = Vec::new();
    for from in crate_words(code) {
        tree(&code[from..], &[], &mut paths);
    }
    paths
}

/// The import circles among each crate's files: file A imports file B
/// when its code (tests aside) names, after `crate::`, a path whose
/// longest prefix that is a module of a file is B's (`lib.rs`, the
/// crate's facade of re-exports, draws no arrow; nor do `super::` and a
/// parent's own children). One problem for each circle, naming its
/// files.
fn check_import_circles(sources: &[(String, String)]) -> Vec<String> {
    use std::collections::BTreeMap;
    // Each crate's files by module path (`count/shard.rs`: count, shard).
    let mut crates: BTreeMap<&str, BTreeMap<Vec<String>, (&str, &str)>> = BTreeMap::new();
    for (name, text) in sources {
        let Some((krate, file)) = name
            .strip_prefix("crates/")
            .and_then(|rest| rest.split_once("/src/"))
        else {
            continue;
        };
        let mut module: Vec<String> = file
            .trim_end_matches(".rs")
            .split('/')
            .map(str::to_owned)
            .collect();
        if matches!(module.last().map(String::as_str), Some("mod" | "lib" | "main")) {
            module.pop();
        }
        crates.entry(krate).or_default().insert(module, (name, text));
    }
    let mut problems = Vec::new();
    for (krate, files) in &crates {
        let modules: Vec<&Vec<String>> = files.keys().collect();
        let index = |path: &[String]| {
            (1..=path.len())
                .rev()
                .find_map(|len| modules.iter().position(|m| m.as_slice() == &path[..len]))
        };
        let arrows: Vec<BTreeSet<usize>> = modules
            .iter()
            .enumerate()
            .map(|(me, module)| {
                let code = code_only(before_tests(files[*module].1));
                crate_item_paths(&code)
                    .iter()
                    .filter_map(|path| index(path))
                    .filter(|&to| to != me)
                    .collect()
            })
            .collect();
        // Files that reach each other are in one circle.
        let reach = |from: usize| {
            let (mut seen, mut todo) = (BTreeSet::from([from]), vec![from]);
            while let Some(at) = todo.pop() {
                for &to in &arrows[at] {
                    if seen.insert(to) {
                        todo.push(to);
                    }
                }
            }
            seen
        };
        let reached: Vec<BTreeSet<usize>> = (0..modules.len()).map(reach).collect();
        let mut placed = BTreeSet::new();
        for me in 0..modules.len() {
            if placed.contains(&me) {
                continue;
            }
            let circle: Vec<usize> = reached[me]
                .iter()
                .copied()
                .filter(|&other| other != me && reached[other].contains(&me))
                .chain([me])
                .collect();
            if circle.len() > 1 {
                placed.extend(circle.iter().copied());
                let mut names: Vec<&str> = circle.iter().map(|&i| files[modules[i]].0).collect();
                names.sort_unstable();
                problems.push(format!(
                    "crates/{krate}: an import circle of {} files (each reaches the others through \
                     `crate::` paths): {}; move what they share below them",
                    names.len(),
                    names.join(", ")
                ));
            }
        }
    }
    problems
}

#[test]
fn source_files_keep_the_house_rules() {
    let mut problems = Vec::new();
    for (name, text) in sources() {
        problems.extend(check_length(&name, &text));
        problems.extend(check_unsafe_blocks(&name, &text));
        problems.extend(check_no_exit_or_env(&name, &text));
        problems.extend(check_layers(&name, &text));
    }
    problems.extend(check_import_circles(&sources()));
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The commands the guide's headings name: each `` `queens WORDS …` `` in
/// a `#` heading, its words up to the first that is an argument (`N`,
/// `[FILE|-]`, `--size`); `a|b` in a word names both (`sudoku
/// solve|count|check`).
fn commands_in_headings(guide: &str) -> BTreeSet<String> {
    let mut named = BTreeSet::new();
    for heading in guide.lines().filter(|l| l.starts_with('#')) {
        for quoted in heading.split('`').skip(1).step_by(2) {
            let Some(rest) = quoted.strip_prefix("queens ") else {
                continue;
            };
            let mut prefixes = vec![String::new()];
            for word in rest.split_whitespace() {
                let is_command = word.split('|').all(|w| {
                    !w.is_empty()
                        && w.chars().all(|c| c.is_ascii_lowercase() || c == '-')
                        && !w.starts_with('-')
                });
                if !is_command {
                    break;
                }
                prefixes = prefixes
                    .iter()
                    .flat_map(|p| {
                        word.split('|').map(move |w| {
                            if p.is_empty() {
                                w.to_owned()
                            } else {
                                format!("{p} {w}")
                            }
                        })
                    })
                    .collect();
            }
            named.extend(prefixes.into_iter().filter(|p| !p.is_empty()));
        }
    }
    named
}

/// The differences between the commands clap knows (its leaves, and the
/// groups whose leaves are all there) and the ones a list names.
fn command_list_problems(what: &str, listed: &BTreeSet<String>, known: &BTreeSet<String>) -> Vec<String> {
    let mut problems = Vec::new();
    for missing in known.difference(listed) {
        problems.push(format!("{what} names no command `queens {missing}`"));
    }
    for stale in listed.difference(known) {
        // A group (`sudoku`) is named by its commands.
        if !known.iter().any(|k| k.starts_with(&format!("{stale} "))) {
            problems.push(format!("{what} names `queens {stale}`, which is no command"));
        }
    }
    problems
}

#[test]
fn the_guide_has_a_heading_for_every_command() {
    let guide = std::fs::read_to_string(root().join("docs/GUIDE.md")).unwrap();
    let known = commands::names(|_| true);
    let listed = commands_in_headings(&guide);
    let problems = command_list_problems("docs/GUIDE.md's headings", &listed, &known);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn checker_finds_a_long_file() {
    let long = "fn f() {}\n".repeat(MAX_LINES + 1);
    assert_eq!(check_length("x.rs", &long).len(), 1);
    // The same lines are fine when the last are tests.
    let mut with_tests = "fn f() {}\n".repeat(MAX_LINES);
    with_tests.push_str("#[cfg(test)]\nmod tests {\n");
    with_tests.push_str(&"    fn t() {}\n".repeat(100));
    with_tests.push_str("}\n");
    assert!(check_length("x.rs", &with_tests).is_empty());
}

#[test]
fn checker_finds_a_long_unsafe_block() {
    let body = "        f();\n".repeat(MAX_UNSAFE_LINES - 2);
    let fits = format!("fn g() {{\n    // SAFETY: …\n    unsafe {{\n{body}    }}\n}}\n");
    assert!(check_unsafe_blocks("x.rs", &fits).is_empty(), "{fits}");
    let long = format!("fn g() {{\n    unsafe {{\n{body}        f();\n    }}\n}}\n");
    assert_eq!(
        check_unsafe_blocks("x.rs", &long),
        [format!(
            "x.rs:2: an unsafe block of {} lines, over {MAX_UNSAFE_LINES}: make it smaller, each with its own SAFETY comment",
            MAX_UNSAFE_LINES + 1
        )]
    );
    // Braces in strings, characters and comments do not end it early.
    let tricky = format!(
        "fn g() {{\n    unsafe {{\n        let _ = ('}}', \"}}\", r#\"}}\"#); // }}\n{body}    }}\n}}\n"
    );
    assert_eq!(check_unsafe_blocks("x.rs", &tricky).len(), 1);
    // `unsafe fn` and `unsafe impl` are not blocks.
    let items = format!("unsafe fn h() {{\n{body}{body}}}\nunsafe impl Send for X {{}}\n");
    assert!(check_unsafe_blocks("x.rs", &items).is_empty());
}

#[test]
fn checker_finds_exit_and_env_in_a_library() {
    let code = "fn f() {\n    let v = std::env::var(\"X\");\n    std::process::exit(1);\n}\n";
    assert_eq!(check_no_exit_or_env("crates/nqueens/src/lib.rs", code).len(), 2);
    assert_eq!(check_no_exit_or_env("crates/cli/src/lib.rs", code).len(), 2);
    assert!(check_no_exit_or_env("crates/cli/src/main.rs", code).is_empty());
    // Named in a comment, a string or the tests: not a call.
    let named = "/// never `process::exit`\nfn f() { g(\"env::var\") }\n#[cfg(test)]\nmod tests { fn t() { std::env::var(\"X\"); } }\n";
    assert!(check_no_exit_or_env("crates/nqueens/src/lib.rs", named).is_empty());
}

#[test]
fn checker_finds_an_import_against_the_layers() {
    let args = "use crate::exit::usage;\nuse crate::{\n    commands::run,\n    exit::Fail,\n};\nfn f() { crate::input::read(); }\n";
    assert_eq!(
        check_layers("crates/cli/src/args/size.rs", args),
        [
            "crates/cli/src/args/size.rs:2: `args` names `crate::commands`, of a layer above it: a module names only those of the layers below its own (CLI_LAYERS)",
            "crates/cli/src/args/size.rs:6: `args` names `crate::input`, of a layer above it: a module names only those of the layers below its own (CLI_LAYERS)",
        ]
    );
    // Its own layer's other module, and a module of no layer.
    assert_eq!(
        check_layers("crates/cli/src/args.rs", "use crate::shard_file::X;\n").len(),
        1
    );
    assert_eq!(check_layers("crates/cli/src/newmod.rs", "fn f() {}\n").len(), 1);
    // Downward, its own module, in a comment or the tests, another crate's
    // `crate::`, and lib.rs naming everything: fine.
    let fine = "// crate::commands\nuse crate::{exit::Fail, args::X};\nuse crate::commands::y;\nfn f() { other_crate::commands(); }\n#[cfg(test)]\nmod t { use crate::commands; }\n";
    assert!(check_layers("crates/cli/src/commands/mod.rs", fine).is_empty());
    assert!(check_layers("crates/cli/src/lib.rs", fine).is_empty());
    assert!(check_layers("crates/nqueens/src/lib.rs", "use crate::commands;\n").is_empty());
}

#[test]
fn checker_finds_an_import_circle() {
    let file = |name: &str, text: &str| (name.to_owned(), text.to_owned());
    // shard → verify → checkpoint → shard, through a group, a path in
    // code and a nested group; beside them a file that only imports.
    let knot = [
        file("crates/x/src/lib.rs", "pub mod count;\npub use count::Shard;\n"),
        file(
            "crates/x/src/count/shard.rs",
            "use crate::count::{verify::{Records, RecordsError}, Counter};\n",
        ),
        file(
            "crates/x/src/count/verify/mod.rs",
            "fn f() { crate::count::checkpoint::again(); }\n",
        ),
        file(
            "crates/x/src/count/checkpoint.rs",
            "use crate::{count::shard::Shard as S, error::*};\n",
        ),
        file("crates/x/src/count/units.rs", "use crate::count::shard::Shard;\n"),
        file("crates/x/src/error.rs", "// crate::count::units\n"),
    ];
    assert_eq!(
        check_import_circles(&knot),
        [
            "crates/x: an import circle of 3 files (each reaches the others through `crate::` paths): \
          crates/x/src/count/checkpoint.rs, crates/x/src/count/shard.rs, crates/x/src/count/verify/mod.rs; \
          move what they share below them"
        ]
    );
    // Tests, comments, the facade and another crate's files draw no arrow.
    let fine = [
        file("crates/x/src/lib.rs", "use crate::a::A;\nuse crate::b::B;\n"),
        file(
            "crates/x/src/a.rs",
            "use crate::b::B;\n#[cfg(test)]\nmod t { use crate::a; }\n",
        ),
        file(
            "crates/x/src/b.rs",
            "use crate::A; // crate::a::A\n#[cfg(test)]\nuse crate::a::A;\n",
        ),
        file("crates/y/src/a.rs", "use crate::b::B;\n"),
    ];
    assert!(check_import_circles(&fine).is_empty());
}

#[test]
fn checker_finds_a_command_the_guide_misses() {
    let guide = "# Guide\n### `queens count [N]` — count\n### `queens sudoku solve|count [FILE|-]` — Sudoku\n\
                 ### `queens tour N` and `queens gone`\n## `--help`\n";
    let listed = commands_in_headings(guide);
    let expected: BTreeSet<String> = ["count", "sudoku solve", "sudoku count", "tour", "gone"]
        .map(str::to_owned)
        .into();
    assert_eq!(listed, expected);
    let known: BTreeSet<String> = ["count", "sudoku solve", "sudoku count", "sudoku rate", "tour"]
        .map(str::to_owned)
        .into();
    assert_eq!(
        command_list_problems("the guide", &listed, &known),
        [
            "the guide names no command `queens sudoku rate`",
            "the guide names `queens gone`, which is no command"
        ]
    );
}
