//! `queens judge FILE`: its command line.

use std::path::PathBuf;
use std::time::Duration;

use clap::Args;
use textguard::quote;

/// Judge your own Python, C++ or Java program on a lesson's task, as an
/// online judge does (AC, WA, TLE, MLE, RE, CE), naming the known bug its
/// answers match. It runs your program with your rights, on your machine.
#[derive(Debug, Args)]
pub struct JudgeArgs {
    /// The program: FILE.py (python3), FILE.cpp (g++ -std=c++17 -O2) or
    /// FILE.java (javac; the class is named after the file).
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// The task: count, boards, perms, sudoku, subsets, combination-sum,
    /// word-search [default: told from the file's name].
    #[arg(long, value_name = "TASK", value_parser = task_name)]
    pub task: Option<judge::Task>,
    /// CPU time a test: seconds (0.5, 2) or milliseconds (500ms), from
    /// 10ms to 60s.
    #[arg(long, value_name = "SECONDS", default_value = "1", value_parser = time_limit, allow_negative_numbers = true)]
    pub time_limit: Duration,
    /// Memory a test (for Java, the heap): bytes, or a number with K, M or
    /// G, from 1M to 64G.
    #[arg(long, value_name = "SIZE", default_value = "256M", value_parser = memory_limit, allow_negative_numbers = true)]
    pub memory_limit: u64,
    /// The language of the words: en or vi [default: from the locale,
    /// LC_ALL, LC_MESSAGES or LANG].
    #[arg(long, value_name = "LANG", value_parser = locale)]
    pub lang: Option<judge::Locale>,
    /// One JSON object per test, then one for the summary (with --stats,
    /// a last `{"stats":…}`).
    #[arg(long)]
    pub json: bool,
    /// Each test's CPU time and peak memory, and a table of the whole on
    /// stderr.
    #[arg(long)]
    pub stats: bool,
}

fn task_name(s: &str) -> Result<judge::Task, judge::UnknownTask> {
    s.trim().parse()
}

fn locale(s: &str) -> Result<judge::Locale, judge::UnknownLocale> {
    s.trim().parse()
}

/// `--time-limit`: seconds (`1`, `0.5`) or `ms`/`s` with a unit, 10 ms to
/// 60 s.
fn time_limit(s: &str) -> Result<Duration, String> {
    let bad = || {
        format!(
            "the time limit must be from 10ms to 60s (seconds, or with ms or s), got {}",
            quote(s)
        )
    };
    let t = s.trim();
    let (number, scale) = if let Some(ms) = t.strip_suffix("ms") {
        (ms, 1e-3)
    } else {
        (t.strip_suffix('s').unwrap_or(t), 1.0)
    };
    let value: f64 = number.trim().parse().map_err(|_| bad())?;
    let seconds = value * scale;
    if !(0.01..=60.0).contains(&seconds) {
        return Err(bad());
    }
    Ok(Duration::from_secs_f64(seconds))
}

/// `--memory-limit`: 1 MiB to 64 GiB.
fn memory_limit(s: &str) -> Result<u64, String> {
    let bad = || {
        format!(
            "the memory limit must be from 1M to 64G (bytes, or with K, M or G), got {}",
            quote(s)
        )
    };
    let bytes = super::memory_size(s).map_err(|_| bad())?;
    if !(1 << 20..=64 << 30).contains(&bytes) {
        return Err(bad());
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limits_are_read() {
        assert_eq!(time_limit("1"), Ok(Duration::from_secs(1)));
        assert_eq!(time_limit("0.5"), Ok(Duration::from_millis(500)));
        assert_eq!(time_limit("250ms"), Ok(Duration::from_millis(250)));
        assert_eq!(time_limit("2s"), Ok(Duration::from_secs(2)));
        for bad in ["0", "61", "5ms", "x", "-1", ""] {
            assert!(time_limit(bad).is_err(), "{bad}");
        }
        assert_eq!(memory_limit("256M"), Ok(256 << 20));
        assert_eq!(memory_limit("1G"), Ok(1 << 30));
        assert!(memory_limit("100K").unwrap_err().contains("from 1M to 64G"));
        assert!(memory_limit("128G").is_err());
    }
}
