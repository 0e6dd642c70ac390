//! The commands the tests cover, read from the clap definition
//! (`queens::command()`), so that a new command fails the tests that list
//! commands until they say what it must do.

use std::collections::BTreeSet;

/// A command that runs something: a top-level one (`count`) or a nested
/// one (`sudoku rate`), never a group (`sudoku`) or clap's `help`.
pub struct Leaf {
    /// Its words, `"sudoku rate"`.
    pub name: String,
    command: clap::Command,
}

/// Every leaf command, in the order of the definition.
pub fn leaves() -> Vec<Leaf> {
    fn walk(prefix: &str, command: &clap::Command, out: &mut Vec<Leaf>) {
        for sub in command.get_subcommands() {
            if sub.is_hide_set() || sub.get_name() == "help" {
                continue;
            }
            let name = format!("{prefix}{}", sub.get_name());
            if sub.has_subcommands() {
                walk(&format!("{name} "), sub, out);
            } else {
                out.push(Leaf {
                    name,
                    command: sub.clone(),
                });
            }
        }
    }
    let mut out = Vec::new();
    walk("", &queens::command(), &mut out);
    assert!(
        out.len() > 20,
        "the clap command has only {} leaf commands",
        out.len()
    );
    out
}

/// How a command takes the FILE it reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileArg {
    /// As a positional argument (`queens maze FILE`).
    Positional,
    /// As a required option (`queens word-search --grid FILE`).
    Option(String),
}

impl Leaf {
    /// Its words, to start an argument list with.
    pub fn words(&self) -> Vec<&str> {
        self.name.split(' ').collect()
    }

    /// Whether it takes `--long`.
    pub fn has(&self, long: &str) -> bool {
        self.command.get_arguments().any(|a| a.get_long() == Some(long))
    }

    /// How it takes the input it reads, if it reads a FILE: a positional
    /// argument whose value name is `FILE` (or has it as one choice,
    /// `NUMBERS|FILE`), or a required option whose value name is. Optional
    /// FILE options (`count --checkpoint`, `--output`) are not its input.
    pub fn input_file(&self) -> Option<FileArg> {
        self.command.get_arguments().find_map(|a| {
            let names: Vec<String> = match a.get_value_names() {
                Some(names) => names.iter().map(|n| n.to_string()).collect(),
                // clap shows an unnamed value as its id, in capitals.
                None => vec![a.get_id().as_str().to_uppercase()],
            };
            if !names.iter().any(|n| n.split('|').any(|part| part == "FILE")) {
                return None;
            }
            if a.is_positional() {
                Some(FileArg::Positional)
            } else if a.is_required_set() {
                Some(FileArg::Option(format!("--{}", a.get_long()?)))
            } else {
                None
            }
        })
    }
}

/// The names of the leaf commands that `keep` holds for.
pub fn names(keep: impl Fn(&Leaf) -> bool) -> BTreeSet<String> {
    leaves().into_iter().filter(|l| keep(l)).map(|l| l.name).collect()
}

/// Fails, naming what differs, unless the commands a test covers are the
/// ones the clap definition says it must; `what` says what the list is
/// and where it is kept, for the message.
pub fn assert_covers<'a>(what: &str, covered: impl IntoIterator<Item = &'a str>, derived: &BTreeSet<String>) {
    let covered: BTreeSet<String> = covered.into_iter().map(str::to_owned).collect();
    let missing: Vec<&String> = derived.difference(&covered).collect();
    let stale: Vec<&String> = covered.difference(derived).collect();
    assert!(
        missing.is_empty() && stale.is_empty(),
        "{what}: commands not covered: {missing:?}; listed but not such commands: {stale:?}"
    );
}

/// The leaf command that `args` runs: the longest whose words start them.
pub fn leaf_of(args: &[&str]) -> String {
    leaves()
        .into_iter()
        .filter(|l| l.words().iter().zip(args).all(|(w, a)| w == a) && l.words().len() <= args.len())
        .max_by_key(|l| l.words().len())
        .unwrap_or_else(|| panic!("{args:?} runs no command of the clap definition"))
        .name
}

/// The described puzzles' commands (`kings`), each with the arguments and
/// the stdin of its first example that finds an answer (`answers`) or
/// none, without `--count`: the rows a test keeps a command come from the
/// description, so a new described puzzle needs none written out (one
/// without such an example stays uncovered, and the test fails).
pub fn described(answers: bool) -> Vec<(Vec<&'static str>, &'static str)> {
    queens::described_examples()
        .into_iter()
        .filter_map(|(name, examples)| {
            let example = examples
                .iter()
                .find(|e| e.answers == answers && !e.args.split_whitespace().any(|a| a == "--count"))?;
            let args = std::iter::once(name)
                .chain(example.args.split_whitespace())
                .collect();
            Some((args, example.stdin))
        })
        .collect()
}
