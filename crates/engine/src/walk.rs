//! The driver: a depth-first walk over a [`Problem`]'s tree with an
//! explicit stack, so it can stop after any event and resume later, and so
//! deep trees (a maze of thousands of cells) do not grow the call stack.

use std::ops::ControlFlow;

use crate::Instant;
use crate::event::{Event, EventOf, FnObserver, Observer, SolutionObserver};
use crate::limits::{Limits, Outcome};
use crate::problem::{Choices, Item, Problem};
use crate::stats::Stats;

/// How often, in steps, the deadline and the cancel token are looked at:
/// reading the clock on every step would cost more than a step.
const POLL_EVERY: u64 = 1024;

/// One open node on the stack: its choices are `items[next..end]`.
#[derive(Debug)]
struct Frame<C> {
    start: usize,
    next: usize,
    end: usize,
    /// Whether any choice here was valid (a node with none is a dead end).
    any_valid: bool,
    /// The choice applied from this node to reach the child being explored.
    current: Option<C>,
}

/// Where the walk is between events.
#[derive(Debug, Clone, Copy)]
enum Phase<C> {
    /// The root has not been visited.
    Root,
    /// A node was just entered: solution, or expand it.
    Arrived,
    /// Take the top frame's next choice, or close the frame.
    Next,
    /// `Try` was reported for this choice; its check comes next.
    Test(C),
    /// The top frame is closed: pop it.
    Pop,
    /// Undo the choice that led from the top frame to its child.
    Undo,
    /// The tree is walked.
    Done,
}

/// A depth-first search over a [`Problem`], walked one event at a time.
///
/// ```
/// use std::ops::ControlFlow;
/// use engine::{Choices, Event, Problem, Walk};
///
/// /// Binary strings of length 3 with no two 1s side by side.
/// struct NoAdjacentOnes(Vec<u8>);
///
/// impl Problem for NoAdjacentOnes {
///     type Choice = u8;
///     type Reason = &'static str;
///     fn is_complete(&self) -> bool { self.0.len() == 3 }
///     fn choices(&mut self, out: &mut Choices<'_, u8>) { out.push(0); out.push(1); }
///     fn check(&self, bit: u8) -> Result<(), &'static str> {
///         if bit == 1 && self.0.last() == Some(&1) { Err("two ones") } else { Ok(()) }
///     }
///     fn apply(&mut self, bit: u8) { self.0.push(bit); }
///     fn undo(&mut self, _: u8) { self.0.pop(); }
/// }
///
/// let mut walk = Walk::new(NoAdjacentOnes(vec![]));
/// let mut found = vec![];
/// walk.run_fn(|_, event, p| {
///     if let Event::Solution { .. } = event { found.push(p.0.clone()); }
///     ControlFlow::Continue(())
/// });
/// assert_eq!(found, [[0, 0, 0], [0, 0, 1], [0, 1, 0], [1, 0, 0], [1, 0, 1]]);
/// assert_eq!(walk.stats().solutions, 5);
/// assert_eq!(walk.stats().rejects, 2); // "011" and "11"
/// ```
#[derive(Debug)]
pub struct Walk<P: Problem> {
    problem: P,
    limits: Limits,
    stats: Stats,
    phase: Phase<P::Choice>,
    /// The choices of every open node, the deepest last.
    items: Vec<Item<P::Choice>>,
    frames: Vec<Frame<P::Choice>>,
    /// The step count at which the deadline and cancel token are next read.
    poll_at: u64,
}

impl<P: Problem> Walk<P> {
    /// A walk from the problem's current state, with no limits.
    pub fn new(problem: P) -> Self {
        Walk {
            problem,
            limits: Limits::default(),
            stats: Stats::default(),
            phase: Phase::Root,
            items: Vec::new(),
            frames: Vec::new(),
            poll_at: 0,
        }
    }

    /// The same walk with these limits.
    pub fn with_limits(mut self, limits: Limits) -> Self {
        self.limits = limits;
        self
    }

    /// Replaces the limits (say, to allow more steps before resuming).
    pub fn set_limits(&mut self, limits: Limits) {
        self.limits = limits;
        self.poll_at = self.stats.steps;
    }

    /// The counters so far.
    pub fn stats(&self) -> &Stats {
        &self.stats
    }

    /// The problem, in the state of the last event.
    pub fn problem(&self) -> &P {
        &self.problem
    }

    /// Hands the problem back.
    pub fn into_problem(self) -> P {
        self.problem
    }

    /// The depth of the current state: how many choices are applied.
    pub fn depth(&self) -> usize {
        // Every frame below the top has its choice applied; the top one
        // has when its child is being entered or left.
        match self.frames.last() {
            None => 0,
            Some(top) => self.frames.len() - usize::from(top.current.is_none()),
        }
    }

    /// Whether the whole tree has been walked.
    pub fn is_finished(&self) -> bool {
        matches!(self.phase, Phase::Done)
    }

    /// Walks until the tree is done, a limit is hit, or the observer says
    /// stop; calling it again resumes after the last event reported.
    pub fn run<O: Observer<P>>(&mut self, observer: &mut O) -> Outcome {
        if !self.is_finished()
            && let Some(stop) = self.interrupted()
        {
            return stop;
        }
        loop {
            let event = match self.phase {
                Phase::Done => return Outcome::Finished,
                Phase::Root => {
                    self.stats.nodes += 1;
                    self.phase = Phase::Arrived;
                    continue;
                }
                Phase::Arrived => {
                    if !self.problem.is_complete() {
                        self.expand();
                        self.phase = Phase::Next;
                        continue;
                    }
                    if let Some(stop) = self.gate() {
                        return stop;
                    }
                    self.stats.solutions += 1;
                    self.phase = if self.frames.is_empty() {
                        Phase::Done
                    } else {
                        Phase::Undo
                    };
                    Event::Solution {
                        depth: self.frames.len(),
                    }
                }
                Phase::Next => {
                    let depth = self.frames.len() - 1;
                    if O::SOLUTIONS_ONLY && self.quick_next(depth) {
                        continue;
                    }
                    let frame = &self.frames[depth];
                    if frame.next < frame.end {
                        if let Some(stop) = self.gate() {
                            return stop;
                        }
                        let frame = &mut self.frames[depth];
                        let item = self.items[frame.next];
                        frame.next += 1;
                        if item.valid {
                            self.place(item.choice)
                        } else {
                            self.phase = Phase::Test(item.choice);
                            Event::Try {
                                depth,
                                choice: item.choice,
                            }
                        }
                    } else if frame.any_valid {
                        self.phase = Phase::Pop;
                        continue;
                    } else {
                        if let Some(stop) = self.gate() {
                            return stop;
                        }
                        self.stats.dead_ends += 1;
                        self.phase = Phase::Pop;
                        Event::DeadEnd { depth }
                    }
                }
                Phase::Test(choice) => {
                    if let Some(stop) = self.gate() {
                        return stop;
                    }
                    self.stats.checks += 1;
                    match self.problem.check(choice) {
                        Ok(()) => self.place(choice),
                        Err(reason) => {
                            self.stats.rejects += 1;
                            self.phase = Phase::Next;
                            Event::Reject {
                                depth: self.frames.len() - 1,
                                choice,
                                reason,
                            }
                        }
                    }
                }
                Phase::Pop => {
                    let frame = self.frames.pop().expect("a frame to pop");
                    self.items.truncate(frame.start);
                    self.phase = if self.frames.is_empty() {
                        Phase::Done
                    } else {
                        Phase::Undo
                    };
                    continue;
                }
                Phase::Undo => {
                    if let Some(stop) = self.gate() {
                        return stop;
                    }
                    let depth = self.frames.len() - 1;
                    let choice = self.frames[depth].current.take().expect("a choice to undo");
                    self.problem.undo(choice);
                    self.phase = Phase::Next;
                    Event::Remove { depth, choice }
                }
            };
            self.stats.steps += 1;
            if (!O::SOLUTIONS_ONLY || matches!(event, Event::Solution { .. }))
                && observer
                    .on_event(self.stats.steps, event, &self.problem)
                    .is_break()
            {
                return Outcome::Stopped;
            }
        }
    }

    /// [`Walk::run`] with a closure as the observer.
    pub fn run_fn<F>(&mut self, observer: F) -> Outcome
    where
        F: FnMut(u64, EventOf<P>, &P) -> ControlFlow<()>,
    {
        self.run(&mut FnObserver(observer))
    }

    /// Walks on and calls `f` with the problem at each solution; `f`
    /// returning `Break` stops the walk.
    pub fn for_each_solution<F>(&mut self, mut f: F) -> Outcome
    where
        F: FnMut(&P) -> ControlFlow<()>,
    {
        self.run(&mut SolutionObserver(&mut f))
    }

    /// The next event, or `None` when the walk is over or a limit stops it
    /// (see [`Walk::is_finished`]): a pull-style walk for step-by-step
    /// viewers.
    pub fn next_event(&mut self) -> Option<(u64, EventOf<P>)> {
        let mut got = None;
        self.run_fn(|step, event, _| {
            got = Some((step, event));
            ControlFlow::Break(())
        });
        got
    }

    /// For observers that want only solutions: tests the top frame's
    /// choices until one is valid and applies it, counting the `Try`,
    /// `Reject` and `Place` steps without reporting them. Returns whether
    /// it placed one; it leaves the frame's last steps (and any that a
    /// step limit could cut in the middle of) to the reporting path.
    // Always inlined: it is the counting walks' inner loop, and a walk
    // monomorphized in a front end's crate (through `Puzzle`'s drivers)
    // otherwise keeps it as a call per node (15% more instructions).
    #[inline(always)]
    fn quick_next(&mut self, depth: usize) -> bool {
        let frame = &mut self.frames[depth];
        // At most a try and a verdict per choice left: stay clear of the
        // step limit so it still stops at the exact step.
        let left = (frame.end - frame.next) as u64;
        if self
            .limits
            .max_steps
            .is_some_and(|max| self.stats.steps + 2 * left >= max)
        {
            return false;
        }
        while frame.next < frame.end {
            let item = self.items[frame.next];
            frame.next += 1;
            if !item.valid {
                self.stats.steps += 1;
                self.stats.checks += 1;
                if !self.problem.allows(item.choice) {
                    self.stats.steps += 1;
                    self.stats.rejects += 1;
                    continue;
                }
            }
            self.stats.steps += 1;
            self.place(item.choice);
            return true;
        }
        false
    }

    /// Applies a valid choice from the top frame and reports it.
    #[inline]
    fn place(&mut self, choice: P::Choice) -> EventOf<P> {
        let depth = self.frames.len() - 1;
        let frame = &mut self.frames[depth];
        frame.any_valid = true;
        frame.current = Some(choice);
        self.problem.apply(choice);
        self.stats.nodes += 1;
        self.phase = Phase::Arrived;
        Event::Place { depth, choice }
    }

    /// Opens a frame for the current node with the problem's choices.
    #[inline]
    fn expand(&mut self) {
        let start = self.items.len();
        self.problem
            .choices(&mut Choices::new(&mut self.items, &mut self.stats.checks));
        self.frames.push(Frame {
            start,
            next: start,
            end: self.items.len(),
            any_valid: false,
            current: None,
        });
    }

    /// Whether a limit forbids the next event.
    #[inline]
    fn gate(&mut self) -> Option<Outcome> {
        let steps = self.stats.steps;
        if self.limits.max_steps.is_some_and(|max| steps >= max) {
            return Some(Outcome::StepLimit);
        }
        if steps >= self.poll_at {
            self.poll_at = steps + POLL_EVERY;
            return self.interrupted();
        }
        None
    }

    /// Whether the cancel token or the deadline says stop.
    fn interrupted(&self) -> Option<Outcome> {
        if self.limits.cancel.as_ref().is_some_and(|c| c.is_cancelled()) {
            return Some(Outcome::Cancelled);
        }
        if self.limits.deadline.is_some_and(|d| Instant::now() >= d) {
            return Some(Outcome::Deadline);
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::limits::CancelToken;

    /// Sequences of `len` digits below `base` with no digit repeated, the
    /// digits tested one by one (a repeat is rejected with the position it
    /// repeats). With `valid`, the free digits are listed pre-tested.
    struct Distinct {
        base: u8,
        len: usize,
        seq: Vec<u8>,
        valid: bool,
    }

    impl Distinct {
        fn new(base: u8, len: usize) -> Self {
            Distinct {
                base,
                len,
                seq: vec![],
                valid: false,
            }
        }
    }

    impl Problem for Distinct {
        type Choice = u8;
        type Reason = usize;
        fn is_complete(&self) -> bool {
            self.seq.len() == self.len
        }
        fn choices(&mut self, out: &mut Choices<'_, u8>) {
            if self.valid {
                out.add_checks(1);
                for d in (0..self.base).filter(|d| !self.seq.contains(d)) {
                    out.push_valid(d);
                }
            } else {
                for d in 0..self.base {
                    out.push(d);
                }
            }
        }
        fn check(&self, d: u8) -> Result<(), usize> {
            match self.seq.iter().position(|&x| x == d) {
                Some(at) => Err(at),
                None => Ok(()),
            }
        }
        fn apply(&mut self, d: u8) {
            self.seq.push(d);
        }
        fn undo(&mut self, d: u8) {
            assert_eq!(self.seq.pop(), Some(d), "undo the last choice");
        }
    }

    type Ev = Event<u8, usize>;

    fn all_events(p: Distinct) -> (Vec<Ev>, Stats) {
        let mut walk = Walk::new(p);
        let mut events = vec![];
        let outcome = walk.run_fn(|step, e, _| {
            assert_eq!(step, events.len() as u64 + 1);
            events.push(e);
            ControlFlow::Continue(())
        });
        assert_eq!(outcome, Outcome::Finished);
        assert!(walk.is_finished());
        (events, *walk.stats())
    }

    #[test]
    fn permutations_of_three() {
        let mut walk = Walk::new(Distinct::new(3, 3));
        let mut found = vec![];
        let outcome = walk.for_each_solution(|p| {
            found.push(p.seq.clone());
            ControlFlow::Continue(())
        });
        assert_eq!(outcome, Outcome::Finished);
        assert_eq!(
            found,
            [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]]
        );
        let s = *walk.stats();
        // 1 root + 3 + 6 + 6; checks: 3 per incomplete node (1 + 3 + 6).
        assert_eq!((s.nodes, s.solutions, s.checks, s.rejects), (16, 6, 30, 15));
        assert_eq!(s.dead_ends, 0);
        assert!(walk.problem().seq.is_empty(), "state restored");
    }

    #[test]
    fn event_order_of_one_branch() {
        let (events, stats) = all_events(Distinct::new(2, 2));
        use Event::*;
        let expected: Vec<Ev> = vec![
            Try { depth: 0, choice: 0 },
            Place { depth: 0, choice: 0 },
            Try { depth: 1, choice: 0 },
            Reject {
                depth: 1,
                choice: 0,
                reason: 0,
            },
            Try { depth: 1, choice: 1 },
            Place { depth: 1, choice: 1 },
            Solution { depth: 2 },
            Remove { depth: 1, choice: 1 },
            Remove { depth: 0, choice: 0 },
            Try { depth: 0, choice: 1 },
            Place { depth: 0, choice: 1 },
            Try { depth: 1, choice: 0 },
            Place { depth: 1, choice: 0 },
            Solution { depth: 2 },
            Remove { depth: 1, choice: 0 },
            Try { depth: 1, choice: 1 },
            Reject {
                depth: 1,
                choice: 1,
                reason: 0,
            },
            Remove { depth: 0, choice: 1 },
        ];
        assert_eq!(events, expected);
        assert_eq!(stats.steps, expected.len() as u64);
    }

    #[test]
    fn dead_ends_are_reported() {
        // Three positions over two digits: every length-2 node is stuck.
        let (events, stats) = all_events(Distinct::new(2, 3));
        let dead: Vec<_> = events
            .iter()
            .filter(|e| matches!(e, Event::DeadEnd { .. }))
            .collect();
        assert_eq!(dead, [&Event::DeadEnd { depth: 2 }, &Event::DeadEnd { depth: 2 }]);
        assert_eq!((stats.dead_ends, stats.solutions, stats.nodes), (2, 0, 5));
        let first_dead = events.iter().position(|e| e.name() == "dead_end").unwrap();
        // After the dead end the choice leading to it is undone.
        assert_eq!(events[first_dead + 1], Event::Remove { depth: 1, choice: 1 });
    }

    #[test]
    fn valid_choices_skip_the_check() {
        let mut p = Distinct::new(3, 3);
        p.valid = true;
        let (events, stats) = all_events(p);
        assert!(
            events
                .iter()
                .all(|e| !matches!(e, Event::Try { .. } | Event::Reject { .. }))
        );
        // One listing check per incomplete node: root, 3, 6.
        assert_eq!((stats.nodes, stats.solutions, stats.checks), (16, 6, 10));
        assert_eq!(events.iter().filter(|e| e.name() == "place").count(), 15);
    }

    #[test]
    fn a_complete_root_is_one_solution() {
        let (events, stats) = all_events(Distinct::new(3, 0));
        assert_eq!(events, [Event::Solution { depth: 0 }]);
        assert_eq!((stats.nodes, stats.solutions), (1, 1));
    }

    #[test]
    fn no_choices_at_the_root_is_a_dead_end() {
        let (events, stats) = all_events(Distinct::new(0, 1));
        assert_eq!(events, [Event::DeadEnd { depth: 0 }]);
        assert_eq!((stats.nodes, stats.dead_ends), (1, 1));
    }

    #[test]
    fn step_limit_then_resume_gives_the_same_events() {
        let (full, full_stats) = all_events(Distinct::new(4, 3));
        for chunk in [1, 2, 7, 50] {
            let mut walk = Walk::new(Distinct::new(4, 3));
            let mut events = vec![];
            let mut limit = 0;
            loop {
                limit += chunk;
                walk.set_limits(Limits::max_steps(limit));
                let outcome = walk.run_fn(|_, e, _| {
                    events.push(e);
                    ControlFlow::Continue(())
                });
                assert!(events.len() as u64 <= limit);
                if outcome == Outcome::Finished {
                    break;
                }
                assert_eq!(outcome, Outcome::StepLimit);
                assert_eq!(events.len() as u64, limit, "stops exactly at the limit");
            }
            assert_eq!(events, full, "chunk {chunk}");
            assert_eq!(*walk.stats(), full_stats);
        }
    }

    #[test]
    fn quiet_runs_count_the_same_steps() {
        let (full, full_stats) = all_events(Distinct::new(5, 4));
        let mut quiet = Walk::new(Distinct::new(5, 4));
        assert_eq!(quiet.run(&mut ()), Outcome::Finished);
        assert_eq!(*quiet.stats(), full_stats);
        // A quiet walk stops at the same step as a reporting one, and a
        // reporting walk resumed from there gives the rest of the events.
        for limit in [1, 2, 3, 10, 57, 200] {
            let mut walk = Walk::new(Distinct::new(5, 4)).with_limits(Limits::max_steps(limit));
            let mut solutions = 0;
            assert_eq!(
                walk.for_each_solution(|_| {
                    solutions += 1;
                    ControlFlow::Continue(())
                }),
                Outcome::StepLimit
            );
            assert_eq!(walk.stats().steps, limit);
            walk.set_limits(Limits::none());
            let mut rest = vec![];
            walk.run_fn(|_, e, _| {
                rest.push(e);
                ControlFlow::Continue(())
            });
            assert_eq!(rest, full[limit as usize..], "limit {limit}");
            let before = full[..limit as usize]
                .iter()
                .filter(|e| matches!(e, Event::Solution { .. }))
                .count();
            assert_eq!(solutions, before, "limit {limit}");
        }
    }

    #[test]
    fn a_limit_equal_to_the_whole_walk_finishes() {
        let (full, _) = all_events(Distinct::new(3, 2));
        let mut walk = Walk::new(Distinct::new(3, 2)).with_limits(Limits::max_steps(full.len() as u64));
        assert_eq!(walk.run(&mut ()), Outcome::Finished);
    }

    #[test]
    fn observer_break_and_next_event() {
        let (full, _) = all_events(Distinct::new(3, 3));
        let mut walk = Walk::new(Distinct::new(3, 3));
        let mut stepped = vec![];
        while let Some((step, e)) = walk.next_event() {
            assert_eq!(step, stepped.len() as u64 + 1);
            stepped.push(e);
        }
        assert!(walk.is_finished());
        assert_eq!(stepped, full);

        let mut walk = Walk::new(Distinct::new(3, 3));
        let outcome = walk.run_fn(|_, e, _| {
            if matches!(e, Event::Solution { .. }) {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        assert_eq!(outcome, Outcome::Stopped);
        assert_eq!(walk.problem().seq, [0, 1, 2], "state at the event");
        assert_eq!(walk.depth(), 3);
        assert_eq!(walk.run(&mut ()), Outcome::Finished);
        assert_eq!(walk.stats().solutions, 6);
    }

    #[test]
    fn cancellation_and_deadline() {
        let token = CancelToken::new();
        token.cancel();
        let limits = Limits {
            cancel: Some(token),
            ..Limits::none()
        };
        let mut walk = Walk::new(Distinct::new(8, 8)).with_limits(limits);
        assert_eq!(walk.run(&mut ()), Outcome::Cancelled);
        assert_eq!(walk.stats().steps, 0);

        let limits = Limits {
            deadline: Some(Instant::now() - Duration::from_millis(1)),
            ..Limits::none()
        };
        let mut walk = Walk::new(Distinct::new(8, 8)).with_limits(limits);
        assert_eq!(walk.run(&mut ()), Outcome::Deadline);

        // Cancelled from another thread mid-walk: it stops within a poll.
        let token = CancelToken::new();
        let limits = Limits {
            cancel: Some(token.clone()),
            ..Limits::none()
        };
        let mut walk = Walk::new(Distinct::new(10, 10)).with_limits(limits);
        let outcome = walk.run_fn(|step, _, _| {
            if step == 5000 {
                token.cancel();
            }
            ControlFlow::Continue(())
        });
        assert_eq!(outcome, Outcome::Cancelled);
        assert!(walk.stats().steps < 5000 + 2 * POLL_EVERY);
    }

    #[test]
    fn deep_trees_do_not_use_the_call_stack() {
        /// A path of 200,000 nodes: one choice per level.
        struct Path(u32);
        impl Problem for Path {
            type Choice = ();
            type Reason = ();
            fn is_complete(&self) -> bool {
                self.0 == 200_000
            }
            fn choices(&mut self, out: &mut Choices<'_, ()>) {
                out.push_valid(());
            }
            fn apply(&mut self, _: ()) {
                self.0 += 1;
            }
            fn undo(&mut self, _: ()) {
                self.0 -= 1;
            }
        }
        let mut walk = Walk::new(Path(0));
        assert_eq!(walk.run(&mut ()), Outcome::Finished);
        assert_eq!(walk.stats().solutions, 1);
        assert_eq!(walk.stats().nodes, 200_001);
    }
}
