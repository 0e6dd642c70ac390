//! Search statistics for people: the `--stats` block, and the numbers and
//! durations the `compare` table shows.

use std::io::{self, Write};
use std::time::Duration;

use nqueens::approaches::SearchReport;

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

/// One value of a [`Table`]: how it is written for people and in JSON.
#[derive(Debug, Clone)]
pub enum Value {
    /// A count: grouped in the table (`10,103,868`), a number in JSON.
    Count(u128),
    /// A count that may not apply: `-` in the table, `null` in JSON.
    Maybe(Option<u64>),
    /// A small number written as it is (`2` threads, `12` n).
    Int(u128),
    /// Text (a name, `5×5`, `row 1 col 1`), a string in JSON.
    Text(String),
    /// A measured time: `43.2 ms` in the table; in JSON the row is
    /// `elapsed_ms`, in milliseconds.
    Time(Duration),
}

impl Value {
    /// How the table writes it.
    fn shown(&self) -> String {
        match self {
            Value::Count(v) => grouped(*v),
            Value::Maybe(v) => maybe(*v),
            Value::Int(v) => v.to_string(),
            Value::Text(t) => t.clone(),
            Value::Time(d) => elapsed(*d),
        }
    }

    fn json(&self) -> serde_json::Value {
        match self {
            Value::Count(v) | Value::Int(v) => u64::try_from(*v).map_or_else(
                // Beyond 2^64 JSON numbers lose digits: the digits as text.
                |_| serde_json::Value::from(v.to_string()),
                serde_json::Value::from,
            ),
            Value::Maybe(v) => v.map_or(serde_json::Value::Null, serde_json::Value::from),
            Value::Text(t) => serde_json::Value::from(t.as_str()),
            Value::Time(d) => serde_json::Value::from(super::millis(*d)),
        }
    }
}

/// The one `--stats` layout of every command: rows of a name and a
/// value, aligned, on stderr; with `--json`, the same rows as the
/// `"stats"` object (names with `_` for spaces, a time as `elapsed_ms`).
#[derive(Debug, Clone, Default)]
pub struct Table {
    rows: Vec<(&'static str, Value)>,
}

impl Table {
    pub fn new() -> Self {
        Table::default()
    }

    /// Adds a row.
    pub fn row(&mut self, name: &'static str, value: Value) -> &mut Self {
        self.rows.push((name, value));
        self
    }

    /// Adds a row of text.
    pub fn text(&mut self, name: &'static str, value: impl Into<String>) -> &mut Self {
        self.row(name, Value::Text(value.into()))
    }

    /// Adds the rows of `other` after these.
    pub fn extend(&mut self, other: Table) -> &mut Self {
        self.rows.extend(other.rows);
        self
    }

    /// Writes the table, names padded to one column.
    pub fn write<W: Write>(&self, out: &mut W) -> io::Result<()> {
        let width = self
            .rows
            .iter()
            .map(|(n, _)| n.chars().count())
            .max()
            .unwrap_or(0)
            .max(11);
        for (name, value) in &self.rows {
            writeln!(out, "{name:<width$} {}", value.shown())?;
        }
        Ok(())
    }

    /// Prints the table on stderr.
    pub fn print(&self) {
        // Statistics that cannot be written are not worth failing over.
        let _ = self.write(&mut io::stderr().lock());
    }

    /// The rows as one JSON object.
    pub fn json(&self) -> serde_json::Value {
        let mut object = serde_json::Map::new();
        for (name, value) in &self.rows {
            let key = match value {
                Value::Time(_) => "elapsed_ms".to_owned(),
                _ => name.replace(' ', "_").replace("/s", "_per_s"),
            };
            object.insert(key, value.json());
        }
        serde_json::Value::Object(object)
    }
}

/// The `--stats` rows of one of the classic approaches.
pub fn search_table(r: &SearchReport) -> Table {
    let mut t = Table::new();
    t.text("algo", r.algo.name())
        .row("n", Value::Int(r.n as u128))
        .row("solutions", Value::Count(r.solutions))
        .row("candidates", Value::Maybe(r.candidates))
        .row("nodes", Value::Maybe(r.nodes));
    // `levels`: the boards held at each level, which sum to the nodes.
    if let (Some(levels), Some((at, widest))) = (&r.levels, r.peak_level()) {
        let sizes: Vec<String> = levels.iter().map(|&v| grouped(u128::from(v))).collect();
        t.text("levels", sizes.join(" ")).text(
            "peak",
            format!("{} boards at level {at}", grouped(u128::from(widest))),
        );
    }
    // `fast`: its nodes are its kernel's.
    if let Some(kernel) = r.kernel {
        t.text("kernel", kernel)
            .text("nodes by", "the kernel: another kernel visits another number");
    }
    t.row("checks", Value::Maybe(r.checks))
        .row("dead ends", Value::Maybe(r.dead_ends))
        .row("time", Value::Time(r.elapsed));
    if !r.outcome.is_finished() {
        // `stopped stopped` said nothing: a caller's stop is the listing
        // having all it asked for (--limit).
        let why = match r.outcome {
            nqueens::approaches::Outcome::Stopped => "early: no more boards were asked for",
            other => other.name(),
        };
        t.text("stopped", why);
    }
    t
}

/// Prints the `--stats` block of one of the classic approaches on stderr.
pub fn print_block(r: &SearchReport) {
    search_table(r).print();
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
    /// The method: join or backtrack.
    pub method: &'static str,
    /// The join's estimated peak memory, bytes.
    pub peak_memory: Option<u64>,
    /// The GPU adapter, for the gpu kernel.
    pub adapter: Option<&'static str>,
    pub time: Duration,
}

/// The `--stats` rows of the production counter. Its `nodes` are the
/// partial boards its search visited; rows finished as a block are
/// counted without being visited, so they depend on the kernel, which is
/// named.
pub fn fast_table(s: &FastStats) -> Table {
    let mut t = Table::new();
    t.text("algo", "fast")
        .row("n", Value::Int(s.n as u128))
        .row("solutions", Value::Count(s.total));
    if let Some(u) = s.unique {
        t.row("unique", Value::Count(u));
    }
    t.row("units", Value::Count(s.units as u128));
    if s.method == "join" {
        // The join visits no partial boards: it lists half boards.
        t.row("half boards", Value::Count(s.nodes));
    } else {
        t.row("nodes", Value::Count(s.nodes));
    }
    t.row("threads", Value::Int(s.threads as u128))
        .text("method", s.method)
        .text("kernel", s.kernel);
    if s.method == "join" {
        if let Some(bytes) = s.peak_memory {
            t.row("peak memory", Value::Count(u128::from(bytes)))
                .text("peak memory is", "bytes, estimated before the count");
        }
    } else {
        // Kernels finish the last rows as a block without visiting them.
        t.text("nodes by", "the kernel: another kernel visits another number");
    }
    if let Some(a) = s.adapter {
        t.text("adapter", a);
    }
    t.row("time", Value::Time(s.time));
    t
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

    #[test]
    fn one_table_two_forms() {
        let mut t = Table::new();
        t.text("puzzle", "maze")
            .row("dead ends", Value::Count(12_345))
            .row("candidates", Value::Maybe(None))
            .row("time", Value::Time(Duration::from_micros(43_210)));
        let mut text = Vec::new();
        t.write(&mut text).unwrap();
        assert_eq!(
            String::from_utf8(text).unwrap(),
            "puzzle      maze\ndead ends   12,345\ncandidates  -\ntime        43.2 ms\n"
        );
        assert_eq!(
            t.json().to_string(),
            r#"{"candidates":null,"dead_ends":12345,"elapsed_ms":43.21,"puzzle":"maze"}"#
        );
    }
}
