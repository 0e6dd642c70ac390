//! Ctrl-C and SIGTERM during a checkpointed count: the first one asks the
//! count to stop (no new units start, the checkpoint stays whole), a second
//! one ends the program at once.

use std::io;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use signal_hook::consts::{SIGINT, SIGTERM};
use signal_hook::flag;

/// A stop request, from a signal or from the program itself.
pub struct Interrupt {
    /// Set when the count should stop starting units.
    pub stop: Arc<AtomicBool>,
    signal: Arc<AtomicUsize>,
}

impl Interrupt {
    /// Catches SIGINT and SIGTERM for the rest of the program.
    pub fn install() -> io::Result<Interrupt> {
        let stop = Arc::new(AtomicBool::new(false));
        let signal = Arc::new(AtomicUsize::new(0));
        for sig in [SIGINT, SIGTERM] {
            // Registered first, so it sees `stop` as it was before this
            // signal: only a second signal ends the program at once.
            flag::register_conditional_shutdown(sig, 128 + sig, stop.clone())?;
            flag::register_usize(sig, signal.clone(), sig as usize)?;
            flag::register(sig, stop.clone())?;
        }
        Ok(Interrupt { stop, signal })
    }

    /// The signal that asked for the stop, with its name.
    pub fn signal(&self) -> Option<(i32, &'static str)> {
        match self.signal.load(Ordering::SeqCst) as i32 {
            0 => None,
            SIGINT => Some((SIGINT, "SIGINT")),
            SIGTERM => Some((SIGTERM, "SIGTERM")),
            other => Some((other, "a signal")),
        }
    }
}
