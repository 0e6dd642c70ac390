//! The page's two catalogues (`assets/i18n/en.json`, `vi.json`) hold the
//! same keys, each with words and the same `{placeholders}`, and every key
//! the page asks for is in them: the `data-i18n` attributes of
//! `index.html`, the `t('…')` calls of the scripts, and the keys the
//! scripts build from names (counters, lines, legends, summaries).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

fn assets() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/assets"))
}

/// A language's words as the page has them: its catalogue, and the words
/// the drawers carry (`export const words = {…};`), which the page adds
/// when it loads them.
fn catalogue(lang: &str) -> BTreeMap<String, String> {
    let text = std::fs::read_to_string(assets().join(format!("i18n/{lang}.json"))).unwrap();
    let mut words: BTreeMap<String, String> =
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{lang}.json: {e}"));
    for (drawer, own) in drawer_words() {
        let table = own
            .get(lang)
            .unwrap_or_else(|| panic!("{drawer}: no {lang} words"));
        for (key, text) in table.as_object().unwrap() {
            words
                .entry(key.clone())
                .or_insert_with(|| text.as_str().unwrap().to_owned());
        }
    }
    words
}

/// The drawers that carry their own words, with them (JSON, one table a
/// language).
fn drawer_words() -> Vec<(String, serde_json::Value)> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(assets().join("puzzles")).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        let Some(at) = text.find("export const words = ") else {
            continue;
        };
        let rest = &text[at + "export const words = ".len()..];
        let json = &rest[..rest
            .find("\n};")
            .unwrap_or_else(|| panic!("{}: words unended", path.display()))
            + 2];
        let name = format!("puzzles/{}", path.file_name().unwrap().to_string_lossy());
        let words = serde_json::from_str(json).unwrap_or_else(|e| panic!("{name}: words: {e}"));
        out.push((name, words));
    }
    out
}

fn placeholders(text: &str) -> BTreeSet<&str> {
    text.split('{')
        .skip(1)
        .filter_map(|part| part.split_once('}').map(|(name, _)| name))
        .collect()
}

/// The literal keys of `t('key'` calls and of `attr="key"` attributes.
fn quoted_after<'a>(text: &'a str, opener: &str, close: char) -> Vec<&'a str> {
    text.match_indices(opener)
        // A call of `t`, not of `closest` or `.t`.
        .filter(|(i, _)| {
            !text[..*i]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.')
        })
        .filter_map(|(i, _)| {
            let rest = &text[i + opener.len()..];
            rest.find(close).map(|end| &rest[..end])
        })
        .collect()
}

#[test]
fn both_catalogues_have_every_key() {
    let en = catalogue("en");
    let vi = catalogue("vi");
    let (en_keys, vi_keys): (BTreeSet<_>, BTreeSet<_>) = (en.keys().collect(), vi.keys().collect());
    assert_eq!(
        en_keys.symmetric_difference(&vi_keys).collect::<Vec<_>>(),
        Vec::<&&String>::new(),
        "keys in one catalogue only"
    );
    for (key, words) in &en {
        let other = &vi[key];
        assert!(
            !words.trim().is_empty() && !other.trim().is_empty(),
            "{key}: empty"
        );
        assert_eq!(
            placeholders(words),
            placeholders(other),
            "{key}: the placeholders differ"
        );
    }

    let mut wanted: BTreeSet<String> = BTreeSet::new();
    let html = std::fs::read_to_string(assets().join("index.html")).unwrap();
    for attr in ["data-i18n=\"", "data-i18n-title=\"", "data-i18n-aria=\""] {
        wanted.extend(quoted_after(&html, attr, '"').into_iter().map(str::to_owned));
    }
    for script in [
        "app.js",
        "versus.js",
        "code.js",
        "stack.js",
        "i18n.js",
        "puzzles/queens.js",
    ] {
        let text = std::fs::read_to_string(assets().join(script)).unwrap();
        wanted.extend(quoted_after(&text, "t('", '\'').into_iter().map(str::to_owned));
    }
    // The words the shared piece board (`pieceBoard` in common.js) looks
    // up: its own keys, and the events it words per puzzle.
    let common = std::fs::read_to_string(assets().join("puzzles/common.js")).unwrap();
    wanted.extend(quoted_after(&common, "tr('", '\'').into_iter().map(str::to_owned));
    let piece_board_keys = quoted_after(&common, "tr(`${name}.", '`');
    assert!(piece_board_keys.len() >= 6, "common.js: {piece_board_keys:?}");
    // The drawers translated so far call it `tr` (`t` is taken there).
    // and so do the drawers with words of their own.
    let own: Vec<String> = drawer_words().into_iter().map(|(name, _)| name).collect();
    for script in [
        "puzzles/subsets.js",
        "puzzles/combination-sum.js",
        "puzzles/sudoku.js",
    ]
    .into_iter()
    .chain(own.iter().map(String::as_str))
    {
        let text = std::fs::read_to_string(assets().join(script)).unwrap();
        let mut keys: Vec<String> = quoted_after(&text, "tr('", '\'')
            .into_iter()
            .map(str::to_owned)
            .collect();
        // A piece board (common.js's `pieceBoard`) words its events as
        // `<name>.<event>`: every such key the shared drawer builds.
        for name in quoted_after(&text, "...pieceBoard({ name: '", '\'') {
            keys.extend(piece_board_keys.iter().map(|event| format!("{name}.{event}")));
        }
        assert!(keys.len() > 5, "{script}: {keys:?}");
        wanted.extend(keys);
        // Every legend entry of the drawer, as `legend.<puzzle>.<class>`.
        let puzzle = script.trim_start_matches("puzzles/").trim_end_matches(".js");
        let legend = &text[text.find("legend: [").unwrap()..];
        let legend = &legend[..legend.find("],\n").unwrap()];
        for class in quoted_after(legend, "['", '\'') {
            wanted.insert(format!("legend.{puzzle}.{class}"));
        }
    }
    for unit in ["row", "column", "box"] {
        wanted.insert(format!("sudoku.unit.{unit}"));
    }
    for dir in ["up", "right", "down", "left"] {
        wanted.insert(format!("word-search.dir.{dir}"));
    }
    for why in ["outside", "used", "mismatch", "found"] {
        wanted.insert(format!("word-search.reason.{why}"));
    }
    for why in ["no-way-on", "cuts-off", "closes-off", "not-closing"] {
        wanted.insert(format!("tour.short.{why}"));
        wanted.insert(format!("tour.why.{why}"));
    }
    for why in ["wall", "on-path", "dead"] {
        wanted.insert(format!("maze.reason.{why}"));
    }
    // The keys built from names.
    for c in ["nodes", "dead-ends", "solutions", "candidates", "squares-tested"] {
        wanted.insert(format!("counter.{c}"));
    }
    for c in ["step", "nodes", "checks", "solutions"] {
        wanted.insert(format!("lane.{c}"));
    }
    for line in ["row", "column", "diagonal", "anti-diagonal"] {
        wanted.insert(format!("line.{line}"));
    }
    let queens_js = std::fs::read_to_string(assets().join("puzzles/queens.js")).unwrap();
    let legend = &queens_js[queens_js.find("legend: [").unwrap()..];
    let legend = &legend[..legend.find("],\n\n").unwrap()];
    for class in quoted_after(legend, "['", '\'') {
        wanted.insert(format!("legend.queens.{class}"));
    }
    let config = web::Config::default();
    let queens = web::REGISTRY.iter().find(|p| p.name() == "queens").unwrap();
    for algo in queens.info(&config).algos {
        wanted.insert(format!("summary.queens.{}", algo.name));
        assert_eq!(
            en[&format!("summary.queens.{}", algo.name)],
            algo.summary,
            "the English summary is the library's"
        );
    }
    assert!(wanted.len() > 60, "{wanted:?}");
    for key in &wanted {
        assert!(
            en.contains_key(key),
            "{key}: asked for by the page, in no catalogue"
        );
    }
}

/// What the server names (puzzles, options, approaches' summaries, the
/// choices in words) has its words in both catalogues, the English ones
/// the server's own, so a change on one side shows here.
#[test]
fn the_servers_words_are_in_both_catalogues() {
    let en = catalogue("en");
    let vi = catalogue("vi");
    let config = web::Config::default();
    let same = |key: &str, words: &str| {
        assert_eq!(
            en.get(key).map(String::as_str),
            Some(words),
            "{key}: the server's words"
        );
        assert!(vi.contains_key(key), "{key}: no Vietnamese");
    };
    let mut choices = 0;
    for puzzle in web::REGISTRY {
        let info = puzzle.info(&config);
        same(&format!("puzzle.{}", info.name), info.title);
        for o in &info.options {
            same(&format!("option.{}.{}", info.name, o.name), o.label);
            for c in &o.choices {
                let key = format!("choice.{}.{}.{}", info.name, o.name, c.value);
                if en.contains_key(&key) {
                    same(&key, c.text);
                    choices += 1;
                }
            }
        }
        for a in &info.algos {
            same(&format!("summary.{}.{}", info.name, a.name), a.summary);
        }
    }
    assert!(choices >= 19, "{choices} choices in words");
}
