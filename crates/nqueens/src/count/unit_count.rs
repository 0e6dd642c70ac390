//! What one unit's search found, and its record in a checkpoint or a
//! shard file: the words every part of a count shares (the kernels'
//! results, checkpoint lines, shard records, the recount), in a file of
//! their own below them all.

/// What one unit's search found.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct UnitCount {
    /// Solutions the unit found (each stands for as many boards as the
    /// unit's weight).
    pub solutions: u64,
    /// Partial boards visited (0 unless stats were asked for).
    pub nodes: u64,
    /// Of those solutions, how many every symmetry fixes (n = 1 only).
    pub fixed_by_all: u64,
    /// ... how many a quarter turn fixes (and not every symmetry).
    pub fixed_by_rot90: u64,
    /// ... how many a half turn fixes but not a quarter turn.
    pub fixed_by_rot180: u64,
}

impl UnitCount {
    /// Whether two counts of a unit agree on everything but `nodes`
    /// (which depends on the kernel, and is 0 without statistics).
    pub fn same_counts(&self, other: &UnitCount) -> bool {
        (
            self.solutions,
            self.fixed_by_all,
            self.fixed_by_rot90,
            self.fixed_by_rot180,
        ) == (
            other.solutions,
            other.fixed_by_all,
            other.fixed_by_rot90,
            other.fixed_by_rot180,
        )
    }
}

/// One unit's recorded result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnitRecord {
    /// The unit's index in the plan.
    pub unit: usize,
    /// Its label
    /// ([`Counter::unit_label`](crate::count::Counter::unit_label)).
    pub label: String,
    /// What was recorded.
    pub count: UnitCount,
    /// Who counted it
    /// ([`Counter::counted_by`](crate::count::Counter::counted_by));
    /// `None` when the file predates that record.
    pub by: Option<String>,
}
