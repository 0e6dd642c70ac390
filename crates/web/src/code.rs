//! The code listings shown beside the board, with the lines each trace
//! event runs.
//!
//! A listing (`assets/code/<algo>.rs`) is readable code of the approach
//! whose lines may end with a marker, `//@ place` or `//@ try
//! reject.column`: the events that run this line. `reject.column` is a
//! `reject` whose reason is `column`. The markers are cut off before the
//! listing is shown.

use std::collections::BTreeMap;

use serde::Serialize;

/// A listing without its markers, and where the markers were.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Listing {
    /// The lines as shown.
    pub lines: Vec<String>,
    /// For each event name (`place`, `reject.column`, …), the lines it
    /// runs, counted from 0.
    pub events: BTreeMap<String, Vec<usize>>,
}

const MARKER: &str = "//@";

impl Listing {
    /// Reads a listing with markers.
    pub fn parse(text: &str) -> Listing {
        let mut lines = Vec::new();
        let mut events: BTreeMap<String, Vec<usize>> = BTreeMap::new();
        for (i, line) in text.lines().enumerate() {
            match line.split_once(MARKER) {
                Some((code, tags)) => {
                    lines.push(code.trim_end().to_owned());
                    for tag in tags.split_whitespace() {
                        events.entry(tag.to_owned()).or_default().push(i);
                    }
                }
                None => lines.push(line.trim_end().to_owned()),
            }
        }
        Listing { lines, events }
    }

    /// Whether some line runs this event (`reject.column` counts as
    /// `reject`).
    pub fn has(&self, event: &str) -> bool {
        self.events.contains_key(event)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markers_are_cut_off_and_indexed() {
        let listing = Listing::parse("fn f() {\n    g(); //@ try reject.column\n    h();   //@ try\n}\n");
        assert_eq!(listing.lines, ["fn f() {", "    g();", "    h();", "}"]);
        assert_eq!(listing.events["try"], [1, 2]);
        assert_eq!(listing.events["reject.column"], [1]);
        assert!(listing.has("try") && !listing.has("place"));
    }
}
