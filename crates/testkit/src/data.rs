//! The known-answer tables.

use std::path::PathBuf;

/// One row of `nqueens-counts.tsv` (OEIS A000170 and A002562).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KnownCount {
    /// Board size.
    pub n: usize,
    /// All solutions.
    pub total: u128,
    /// Classes under the 8 symmetries of the square.
    pub unique: u128,
}

/// One row of `nqueens-symmetry.tsv`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KnownClasses {
    /// Board size.
    pub n: usize,
    /// Classes fixed by a quarter turn.
    pub rot90: u128,
    /// Classes fixed by a half turn only.
    pub rot180: u128,
    /// Classes without symmetry.
    pub none: u128,
    /// All classes.
    pub unique: u128,
    /// All solutions.
    pub total: u128,
}

/// The folder with the known answers and benchmark sets: `data/` in this
/// crate, kept in the repository (with their sources in the files' headers
/// and `data/sudoku/SOURCES.md`), so a clone runs its tests with nothing
/// beside it. `QUEENS_DATA_DIR` points elsewhere, for other sets.
///
/// # Panics
/// When the folder has no answers: tests must not pass without them.
pub fn data_dir() -> PathBuf {
    let dir = std::env::var_os("QUEENS_DATA_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("data"));
    assert!(
        dir.join("nqueens-counts.tsv").is_file(),
        "known-answer data not found: {} has no nqueens-counts.tsv",
        dir.display()
    );
    dir
}

/// The non-comment, non-blank lines of a file in [`data_dir`].
///
/// # Panics
/// When the file cannot be read.
pub fn read_lines(name: &str) -> Vec<String> {
    let path = data_dir().join(name);
    let text =
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    text.lines()
        .map(str::trim_end)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(str::to_owned)
        .collect()
}

fn fields(line: &str, want: usize) -> Vec<u128> {
    let v: Vec<u128> = line
        .split('\t')
        .map(|f| {
            f.trim()
                .parse()
                .unwrap_or_else(|e| panic!("bad number {f:?} in {line:?}: {e}"))
        })
        .collect();
    assert_eq!(v.len(), want, "expected {want} fields in {line:?}");
    v
}

/// Every row of `nqueens-counts.tsv`, in order of n.
pub fn known_counts() -> Vec<KnownCount> {
    read_lines("nqueens-counts.tsv")
        .iter()
        .map(|l| {
            let f = fields(l, 3);
            KnownCount {
                n: f[0] as usize,
                total: f[1],
                unique: f[2],
            }
        })
        .collect()
}

/// Every row of `nqueens-symmetry.tsv`, in order of n.
pub fn known_classes() -> Vec<KnownClasses> {
    read_lines("nqueens-symmetry.tsv")
        .iter()
        .map(|l| {
            let f = fields(l, 6);
            KnownClasses {
                n: f[0] as usize,
                rot90: f[1],
                rot180: f[2],
                none: f[3],
                unique: f[4],
                total: f[5],
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_consistent() {
        let counts = known_counts();
        assert!(counts.len() >= 20);
        assert_eq!(counts[7].n, 8);
        for c in known_classes() {
            assert_eq!(c.total, 2 * c.rot90 + 4 * c.rot180 + 8 * c.none, "n={}", c.n);
            assert_eq!(c.unique, c.rot90 + c.rot180 + c.none, "n={}", c.n);
            let k = counts.iter().find(|k| k.n == c.n).unwrap();
            assert_eq!((k.total, k.unique), (c.total, c.unique));
        }
    }
}
