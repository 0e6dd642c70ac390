//! Search statistics for people: the `--stats` block, and the numbers and
//! durations the `compare` table shows.

use std::io::{self, Write};
use std::time::Duration;

use nqueens::SearchReport;

/// A count with thousands separators: `10,103,868`.
pub fn grouped(v: u128) -> String {
    let digits = v.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// A count that may not apply: grouped, or `-`.
pub fn maybe(v: Option<u64>) -> String {
    v.map_or_else(|| "-".to_owned(), |v| grouped(u128::from(v)))
}

/// A measured time, to three significant digits or so: `0.112 ms`,
/// `43.2 ms`, `1.24 s`.
pub fn elapsed(d: Duration) -> String {
    let ms = d.as_secs_f64() * 1e3;
    if ms >= 1000.0 {
        format!("{:.2} s", ms / 1e3)
    } else if ms >= 10.0 {
        format!("{ms:.1} ms")
    } else if ms >= 1.0 {
        format!("{ms:.2} ms")
    } else if ms < 0.01 {
        // A mean of many quick runs: three digits would read 0.001 ms.
        format!("{:.2} µs", ms * 1e3)
    } else {
        format!("{ms:.3} ms")
    }
}

/// An estimated time, roughly: `40 ms`, `3 s`, `12 min`, `38 h`,
/// `5 days`, `2.1e9 years`.
pub fn rough(seconds: f64) -> String {
    const YEAR: f64 = 365.25 * 86400.0;
    if seconds < 1.0 {
        format!("{:.0} ms", (seconds * 1e3).max(1.0))
    } else if seconds < 120.0 {
        format!("{seconds:.0} s")
    } else if seconds < 7200.0 {
        format!("{:.0} min", seconds / 60.0)
    } else if seconds < 172_800.0 {
        format!("{:.0} h", seconds / 3600.0)
    } else if seconds < YEAR {
        format!("{:.0} days", seconds / 86400.0)
    } else if seconds < 1e4 * YEAR {
        format!("{:.0} years", seconds / YEAR)
    } else {
        format!("{:.1e} years", seconds / YEAR)
    }
}

/// A large estimated amount: exact below a million, else `1.7e13`.
pub fn amount(v: f64) -> String {
    if v < 1e6 {
        grouped(v.round() as u128)
    } else {
        format!("{v:.1e}")
    }
}

/// The `--stats` block, for stderr.
pub fn write_block<W: Write>(out: &mut W, r: &SearchReport) -> io::Result<()> {
    let mut rows = vec![
        ("algo", r.algo.name().to_owned()),
        ("n", r.n.to_string()),
        ("solutions", grouped(r.solutions)),
        ("candidates", maybe(r.candidates)),
        ("nodes", maybe(r.nodes)),
    ];
    // `levels`: the boards held at each level, which sum to the nodes.
    if let (Some(levels), Some((at, widest))) = (&r.levels, r.peak_level()) {
        let sizes: Vec<String> = levels.iter().map(|&v| grouped(u128::from(v))).collect();
        rows.push(("levels", sizes.join(" ")));
        rows.push((
            "peak",
            format!("{} boards at level {at}", grouped(u128::from(widest))),
        ));
    }
    // `fast`: its nodes are its kernel's.
    if let Some(kernel) = r.kernel {
        rows.push(("kernel", format!("{kernel} (the nodes depend on it)")));
    }
    rows.extend([
        ("checks", maybe(r.checks)),
        ("dead ends", maybe(r.dead_ends)),
        ("time", elapsed(r.elapsed)),
    ]);
    for (name, value) in rows {
        writeln!(out, "{name:<11} {value}")?;
    }
    if !r.outcome.is_finished() {
        // `stopped stopped` said nothing: a caller's stop is the listing
        // having all it asked for (--limit).
        let why = match r.outcome {
            nqueens::Outcome::Stopped => "early: no more boards were asked for",
            other => other.name(),
        };
        writeln!(out, "{:<11} {why}", "stopped")?;
    }
    Ok(())
}

/// Prints the `--stats` block on stderr.
pub fn print_block(r: &SearchReport) {
    // Statistics that cannot be written are not worth failing over.
    let _ = write_block(&mut io::stderr().lock(), r);
}

/// What the production counter reports for `--stats`.
pub struct FastStats {
    pub n: usize,
    pub total: u128,
    pub unique: Option<u128>,
    pub units: usize,
    pub nodes: u128,
    pub threads: usize,
    pub kernel: &'static str,
    /// The GPU adapter, for the gpu kernel.
    pub adapter: Option<&'static str>,
    pub time: Duration,
}

/// The `--stats` block of the production counter, on stderr. Its `nodes`
/// are the partial boards its search visited; rows finished as a block
/// are counted without being visited, so they depend on the kernel, which
/// is named.
pub fn print_fast(s: &FastStats) {
    let mut rows = vec![
        ("algo", "fast".to_owned()),
        ("n", s.n.to_string()),
        ("solutions", grouped(s.total)),
    ];
    if let Some(u) = s.unique {
        rows.push(("unique", grouped(u)));
    }
    rows.extend([
        ("units", grouped(s.units as u128)),
        ("nodes", grouped(s.nodes)),
        ("threads", s.threads.to_string()),
        ("kernel", format!("{} (the nodes depend on it)", s.kernel)),
    ]);
    if let Some(a) = s.adapter {
        rows.push(("adapter", a.to_owned()));
    }
    rows.push(("time", elapsed(s.time)));
    let mut err = io::stderr().lock();
    for (name, value) in rows {
        let _ = writeln!(err, "{name:<11} {value}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1000), "1,000");
        assert_eq!(grouped(10_103_868), "10,103,868");
        assert_eq!(maybe(None), "-");
        assert_eq!(amount(1820.0), "1,820");
        assert_eq!(amount(17_310_309_456_440.0), "1.7e13");
        assert_eq!(elapsed(Duration::from_micros(112)), "0.112 ms");
        assert_eq!(elapsed(Duration::from_nanos(1234)), "1.23 µs");
        assert_eq!(elapsed(Duration::from_micros(43_210)), "43.2 ms");
        assert_eq!(elapsed(Duration::from_millis(1240)), "1.24 s");
        assert_eq!(rough(0.0001), "1 ms");
        assert_eq!(rough(80.0), "80 s");
        assert_eq!(rough(38.0 * 3600.0), "38 h");
    }
}
