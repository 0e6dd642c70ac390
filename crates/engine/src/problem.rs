//! What a problem tells the driver: its choices at a node, how to test,
//! apply and undo one, and when a node is complete.

/// A backtracking problem, seen as a tree of states: the driver starts at
/// the problem's current state (the root), asks for the choices there, and
/// for each one in the order given tests it, applies it, explores the node
/// it leads to, and undoes it.
///
/// The problem owns the state; the driver only calls these methods, so
/// after `undo(c)` the state must be exactly what it was before `apply(c)`.
/// A node is visited once: `is_complete` is asked on arrival, and
/// `choices` once if it is not complete.
pub trait Problem {
    /// One decision at a node: a column, a digit, a move.
    type Choice: Copy;
    /// Why a choice was rejected, reported in [`crate::Event::Reject`]:
    /// for N-Queens the line and the queen that attacks, for Sudoku the
    /// unit and the cell that already holds the digit.
    type Reason: Copy;

    /// Whether the current state is a solution. A complete node is counted
    /// as a solution and not expanded further.
    fn is_complete(&self) -> bool;

    /// Lists the choices at the current (incomplete) node, in the order the
    /// driver is to try them. Choices listed with [`Choices::push`] are
    /// tested with [`Problem::check`] first; those listed with
    /// [`Choices::push_valid`] are known to be valid and applied at once.
    fn choices(&mut self, out: &mut Choices<'_, Self::Choice>);

    /// Tests a choice listed with [`Choices::push`] against the current
    /// state: `Ok` if it may be applied, or why not. Each test counts as
    /// one check. The default accepts everything.
    fn check(&self, choice: Self::Choice) -> Result<(), Self::Reason> {
        let _ = choice;
        Ok(())
    }

    /// The same test as [`Problem::check`] without the explanation, used
    /// when nobody is listening for rejections (counting, listing).
    /// Override it when working out the reason costs more than the test
    /// (naming the attacking queen, say); it must agree with `check`.
    #[inline]
    fn allows(&self, choice: Self::Choice) -> bool {
        self.check(choice).is_ok()
    }

    /// Applies a valid choice: the state moves to the child node.
    fn apply(&mut self, choice: Self::Choice);

    /// Undoes the choice last applied: the state moves back to the parent.
    fn undo(&mut self, choice: Self::Choice);
}

/// A choice waiting on the driver's stack.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Item<C> {
    pub(crate) choice: C,
    /// Already known to be valid: no check, no `Try` event.
    pub(crate) valid: bool,
}

/// Where a problem lists its choices at a node (see [`Problem::choices`]).
#[derive(Debug)]
pub struct Choices<'a, C> {
    items: &'a mut Vec<Item<C>>,
    checks: &'a mut u64,
}

impl<'a, C> Choices<'a, C> {
    pub(crate) fn new(items: &'a mut Vec<Item<C>>, checks: &'a mut u64) -> Self {
        Choices { items, checks }
    }

    /// Adds a choice to be tested with [`Problem::check`] before it is
    /// applied: the driver reports `Try`, then `Reject` or `Place`.
    #[inline]
    pub fn push(&mut self, choice: C) {
        self.items.push(Item { choice, valid: false });
    }

    /// Adds a choice already known to be valid (say, a free bit of a mask):
    /// the driver applies it without a check and reports only `Place`.
    #[inline]
    pub fn push_valid(&mut self, choice: C) {
        self.items.push(Item { choice, valid: true });
    }

    /// Counts tests the problem made while listing its choices (a bitmask
    /// problem that tests a whole row in one operation counts 1 here).
    #[inline]
    pub fn add_checks(&mut self, checks: u64) {
        *self.checks += checks;
    }
}
