//! Embeds the tasks' tests (`tasks/<task>/<NN>.in` and `<NN>.out`, the
//! test sets kept in the repository) in the library: `tasks.rs` in
//! `OUT_DIR` lists them, task by task, test by test, in name order.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    // A folder is scanned whole: a new test is noticed.
    println!("cargo::rerun-if-changed=tasks");
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let tasks = Path::new(&manifest).join("tasks");
    let mut names: Vec<_> = std::fs::read_dir(&tasks)
        .expect("the tasks folder")
        .map(|e| e.expect("a task folder").path())
        .filter(|p| p.is_dir())
        .collect();
    names.sort();
    let mut out = String::from("/// The tests of each task, as kept in `crates/judge/tasks`.\n");
    out += "pub(crate) const TESTS: &[(&str, &[Case])] = &[\n";
    for dir in names {
        println!("cargo::rerun-if-changed={}", dir.display());
        let task = dir.file_name().unwrap().to_str().expect("a task's name is UTF-8");
        let mut inputs: Vec<_> = std::fs::read_dir(&dir)
            .expect("a task folder")
            .map(|e| e.expect("a test file").path())
            .filter(|p| p.extension().is_some_and(|e| e == "in"))
            .collect();
        inputs.sort();
        writeln!(out, "    ({task:?}, &[").unwrap();
        for input in inputs {
            let output = input.with_extension("out");
            assert!(output.is_file(), "{} has no .out", input.display());
            let name = input.file_stem().unwrap().to_str().unwrap();
            writeln!(
                out,
                "        Case {{ name: {name:?}, input: include_str!({:?}), output: include_str!({:?}) }},",
                input.display().to_string(),
                output.display().to_string()
            )
            .unwrap();
        }
        out += "    ]),\n";
    }
    out += "];\n";
    let dest = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("tasks.rs");
    std::fs::write(dest, out).expect("OUT_DIR is writable");
}
