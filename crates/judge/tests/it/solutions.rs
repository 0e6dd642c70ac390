//! Every task, judged on a correct program in each language: the page's
//! listings where the lessons have one (`crates/web/assets/code`), the
//! judge's own for the boards task (`crates/judge/solutions`). Every
//! test is `AC`, and the task is told from the file's name.

use std::ops::ControlFlow;
use std::path::PathBuf;

use judge::{Language, Options, Task, Verdict};
use nqueens::approaches::Limits;

use crate::common::{self, judge_with, verdicts};

/// A correct program for `task` in `lang`.
fn correct(task: Task, lang: Language) -> PathBuf {
    let stem = match task {
        Task::Count => "flags",
        Task::Boards => "boards",
        Task::Perms => "perms",
        Task::Sudoku => "simple",
        Task::Subsets => "subsets",
        Task::CombinationSum => "combination-sum",
        Task::WordSearch => "word-search",
    };
    let folder = if task == Task::Boards {
        common::solutions()
    } else {
        common::listings()
    };
    folder.join(lang.listing().file_name(stem))
}

#[test]
fn a_correct_program_in_each_language_passes_every_task() {
    let languages = common::languages();
    std::thread::scope(|s| {
        for lang in languages {
            s.spawn(move || {
                for task in Task::ALL {
                    let path = correct(task, lang);
                    let report = judge_with(&path, Options::default());
                    assert_eq!(report.task, task, "{}: the task guessed", path.display());
                    assert!(report.task_guessed);
                    assert_eq!(
                        report.passed(),
                        task.tests().len(),
                        "{}: {}\n{}",
                        path.display(),
                        verdicts(&report),
                        report.summary(judge::Locale::En).join("\n")
                    );
                    assert_eq!(report.verdict(), Verdict::Accepted);
                    assert!(report.bug.is_none() && report.hint.is_none());
                    for t in &report.tests {
                        // Within the limits, as a judge measures them.
                        assert!(
                            t.cpu <= report.time_limit,
                            "{}: test {}: {:?}",
                            path.display(),
                            t.number,
                            t.cpu
                        );
                        if lang != Language::Java {
                            assert!(t.peak_memory.is_none_or(|m| m < report.memory_limit));
                        }
                    }
                    let slowest = report.tests.iter().map(|t| t.cpu).max().unwrap_or_default();
                    println!(
                        "{task} in {lang}: {}/{} AC, slowest {}, compiled in {}",
                        report.passed(),
                        report.tests.len(),
                        judge::seconds(slowest),
                        judge::seconds(report.compile_time)
                    );
                }
            });
        }
    });
}

/// LeetCode's form of a list of lists: `[[],[1],[1,2]]`.
fn leetcode<T: std::fmt::Display>(lists: &[Vec<T>]) -> String {
    let inner: Vec<String> = lists
        .iter()
        .map(|l| {
            format!(
                "[{}]",
                l.iter().map(ToString::to_string).collect::<Vec<_>>().join(",")
            )
        })
        .collect();
    format!("[{}]", inner.join(","))
}

/// The answer the libraries give to a test of `task`.
fn library_answer(task: Task, input: &str) -> String {
    let numbers = |text: &str| -> Vec<i64> { text.split_whitespace().map(|w| w.parse().unwrap()).collect() };
    match task {
        Task::Count => nqueens::total_n_queens(input.trim().parse().unwrap()).to_string(),
        Task::Boards => nqueens::solve_n_queens(input.trim().parse().unwrap())
            .iter()
            .map(|b| b.join("\n"))
            .collect::<Vec<_>>()
            .join("\n\n"),
        Task::Perms => numbers(input)[1..]
            .iter()
            .map(|&n| {
                let mut line = Vec::new();
                puzzles::perms::JudgeLine::new(n as usize)
                    .unwrap()
                    .write_to(&mut line)
                    .unwrap();
                String::from_utf8(line).unwrap().trim_end().to_owned()
            })
            .collect::<Vec<_>>()
            .join("\n"),
        Task::Sudoku => {
            let grid: sudoku::Grid = input
                .split_whitespace()
                .collect::<String>()
                .replace('0', ".")
                .parse()
                .unwrap();
            assert_eq!(sudoku::count(&grid, 2), 1, "{input}: one solution");
            sudoku::solve(&grid).unwrap().to_line()
        }
        Task::Subsets => {
            let mut all = Vec::new();
            puzzles::subsets::Subsets::new(numbers(input))
                .unwrap()
                .each(&Limits::none(), |s| {
                    all.push(s.to_vec());
                    ControlFlow::Continue(())
                });
            leetcode(&all)
        }
        Task::CombinationSum => {
            let n = numbers(input);
            let candidates = n[1..].iter().map(|&v| v as u64).collect();
            let problem =
                puzzles::combination_sum::CombinationSum::new(candidates, n[0] as u64, false).unwrap();
            let mut all = Vec::new();
            problem.each(&Limits::none(), |c| {
                all.push(c.to_vec());
                ControlFlow::Continue(())
            });
            leetcode(&all)
        }
        Task::WordSearch => {
            let (grid, words) = input.split_once("\n\n").unwrap();
            let words: Vec<&str> = words.split_whitespace().collect();
            let search = puzzles::word_search::WordGrid::parse(grid)
                .unwrap()
                .search(&words)
                .unwrap();
            let mut found = Vec::new();
            search.each(&Limits::none(), |word, _| {
                found.push(format!("{word:?}"));
                ControlFlow::Continue(())
            });
            found.sort();
            format!("[{}]", found.join(","))
        }
    }
}

/// The tests' answers kept in the repository are the libraries' answers.
#[test]
fn the_test_sets_answers_are_the_libraries() {
    for task in Task::ALL {
        for case in task.tests() {
            assert_eq!(
                case.output.trim_end(),
                library_answer(task, case.input),
                "tasks/{task}/{}.out",
                case.name
            );
        }
    }
}
