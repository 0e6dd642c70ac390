//! What a search counts.

/// Counters kept by the driver for every search, whoever observes it.
///
/// Counts are `u64`: at a billion events a second they would take 290
/// years to wrap.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Stats {
    /// States visited: the root, and every node a choice led to (complete
    /// ones included).
    pub nodes: u64,
    /// Tests made: one per [`crate::Problem::check`] call, plus what the
    /// problem added with [`crate::Choices::add_checks`].
    pub checks: u64,
    /// Checks that failed.
    pub rejects: u64,
    /// Incomplete nodes that had no valid choice.
    pub dead_ends: u64,
    /// Complete nodes.
    pub solutions: u64,
    /// Events reported (each is one step of a trace).
    pub steps: u64,
}

impl std::ops::AddAssign for Stats {
    fn add_assign(&mut self, o: Stats) {
        self.nodes += o.nodes;
        self.checks += o.checks;
        self.rejects += o.rejects;
        self.dead_ends += o.dead_ends;
        self.solutions += o.solutions;
        self.steps += o.steps;
    }
}
