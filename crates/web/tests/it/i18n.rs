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
        if key.starts_with("error:") {
            // A refusal's template may leave out what its language does
            // not say (the parameter's name before its reason).
            assert!(
                placeholders(other).is_subset(&placeholders(words)),
                "{key}: a placeholder the English has not"
            );
        } else {
            assert_eq!(
                placeholders(words),
                placeholders(other),
                "{key}: the placeholders differ"
            );
        }
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
        "puzzles/subset-sum.js",
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
    let (mut choices, mut names) = (0, 0);
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
            // An approach's name in words: the API's name in English.
            let name = format!("algo.{}.{}", info.name, a.name);
            if en.contains_key(&name) {
                same(&name, a.name);
                names += 1;
            }
        }
    }
    assert!(choices >= 19, "{choices} choices in words");
    for name in ["algo.regions.row-by-row", "algo.regions.deductions"] {
        assert!(en.contains_key(name), "{name}");
        assert_ne!(en[name], vi[name], "{name}: left in English");
    }
    assert!(names >= 3, "{names} approaches named in words");
}

/// The parts of an error template (`error:<English>` keys): literal,
/// placeholder name, literal, … as the page's `translateError` splits it.
fn template_parts(template: &str) -> Vec<String> {
    let mut parts = vec![String::new()];
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        match rest[open..].find('}') {
            Some(close)
                if rest[open + 1..open + close]
                    .chars()
                    .all(|c| c.is_alphanumeric() || c == '_') =>
            {
                parts.last_mut().unwrap().push_str(&rest[..open]);
                parts.push(rest[open + 1..open + close].to_owned());
                parts.push(String::new());
                rest = &rest[open + close + 1..];
            }
            _ => {
                parts.last_mut().unwrap().push_str(&rest[..=open]);
                rest = &rest[open + 1..];
            }
        }
    }
    parts.last_mut().unwrap().push_str(rest);
    parts
}

/// The placeholders' values when `text` is the template, the fewest
/// characters each (as the page matches).
fn match_template(parts: &[String], text: &str, i: usize, vars: &mut Vec<(String, String)>) -> bool {
    if i == parts.len() {
        return text.is_empty();
    }
    if i.is_multiple_of(2) {
        return text
            .strip_prefix(parts[i].as_str())
            .is_some_and(|rest| match_template(parts, rest, i + 1, vars));
    }
    for (end, _) in text.char_indices().skip(1).chain([(text.len(), ' ')]) {
        // Data (a name, a number, the input quoted) is never a sentence.
        let words = parts[i] == "detail" || parts[i] == "why";
        if !words && text[..end].contains(": ") {
            break;
        }
        vars.push((parts[i].clone(), text[..end].to_owned()));
        if match_template(parts, &text[end..], i + 1, vars) {
            return true;
        }
        vars.pop();
    }
    false
}

/// The page's `translateError` in Rust: the message in the catalogue's
/// words, or `None` when no template says it (the words of a `detail` or
/// `why` placeholder said in turn).
fn translate_error(words: &BTreeMap<String, String>, text: &str) -> Option<String> {
    let mut templates: Vec<(Vec<String>, &String)> = words
        .iter()
        .filter_map(|(k, v)| Some((template_parts(k.strip_prefix("error:")?), v)))
        .collect();
    templates
        .sort_by_key(|(parts, _)| std::cmp::Reverse(parts.iter().step_by(2).map(String::len).sum::<usize>()));
    for (parts, said) in templates {
        let mut vars = Vec::new();
        if !match_template(&parts, text, 0, &mut vars) {
            continue;
        }
        let mut out = said.clone();
        for (name, value) in vars {
            let value = if name == "detail" || name == "why" {
                translate_error(words, &value)?
            } else {
                value
            };
            out = out.replace(&format!("{{{name}}}"), &value);
        }
        return Some(out);
    }
    None
}

/// Every refusal the engine can give a page's request: each parameter of
/// each puzzle given bad values (and the query's own mistakes).
fn refusals() -> BTreeSet<String> {
    let api = web::Api::new(web::Config::default());
    let bad = [
        "",
        "x",
        "-1",
        "0",
        "99999",
        "1,2",
        "é",
        "S.#",
        "1 x",
        "12345",
        "abc/ab",
        "ab/abc",
        "S/E",
        "SE/SE",
        "S..#/#..#",
        "1 200",
        "2",
        "11\n1",
        "1\n11",
        "A1",
        "aaaaaaaaaaaaaaaaaaaaaaaa",
        "55",
        "true",
        "3,3",
        "0,9",
        "9,0",
        "1 2 3 4 5 6 7 8 9 10 11",
    ];
    let mut said = BTreeSet::new();
    let mut ask = |query: String| {
        if let Err(e) = api.request(&query) {
            said.insert(e.to_string());
        }
    };
    for puzzle in web::REGISTRY {
        let name = puzzle.name();
        for param in puzzle.params() {
            for value in bad {
                let q = serde_urlencoded::to_string([("puzzle", name), (param, value)]).unwrap();
                ask(q.clone());
                if param != "n" && puzzle.params().contains(&"n") {
                    ask(format!("{q}&n=4"));
                }
            }
        }
        for (param, value) in [
            ("algo", "nope"),
            ("max_steps", "0"),
            ("from", "x"),
            ("max_steps", "9999999"),
        ] {
            ask(format!("puzzle={name}&{param}={value}"));
        }
    }
    // Two at once, and the query's own mistakes.
    for query in [
        "puzzle=nope",
        "zz=1",
        "n=4&n=5",
        "puzzle=maze&maze=first&grid=S.E",
        "puzzle=sudoku&sudoku=easy&grid=1",
        "puzzle=sudoku&seed=1&grid=1",
        "puzzle=word-search&letters=ab",
        "puzzle=word-search&words=see&letters=ab&find=a",
        "puzzle=tour&n=5&start=0,0",
        "puzzle=tour&n=5&start=6,1",
        "puzzle=tour&n=5&start=1",
        "puzzle=maze&n=4",
        "puzzle=queens",
        "puzzle=word-search&letters=ab&find=",
        "puzzle=sudoku&grid=55.....................................................................1234",
        "%",
        "puzzle=word-search&letters=a1&find=a",
        "puzzle=word-search&letters=ab/abc&find=a",
        "puzzle=word-search&letters=ab&find=a1",
        "puzzle=word-search&letters=aaaaaaaaaaaaa&find=a",
        "puzzle=sudoku&grid=53x.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        "puzzle=sudoku&grid=55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        "puzzle=maze&grid=S..E/S..E",
        "puzzle=maze&grid=S...",
        "puzzle=maze&grid=..E",
        "puzzle=combination-sum&candidates=0",
        "puzzle=subsets&numbers=1%202%20x",
        "puzzle=regions&level=1&map=AB/BA",
        "puzzle=regions&map=AB/A%23",
        "puzzle=regions&map=AB/AB",
        "puzzle=regions&map=ABC/AB/ABC",
        "puzzle=regions&map=%2F%2F",
    ] {
        ask(query.to_owned());
    }
    said
}

/// The engine's refusals reach the page in English; the catalogues say
/// each in both languages (`error:<template>` keys), so a learner reads
/// why in the page's language. A refusal no template says fails here.
#[test]
fn every_refusal_of_the_engine_is_in_both_languages() {
    let vi = catalogue("vi");
    let en = catalogue("en");
    let refusals = refusals();
    assert!(refusals.len() > 40, "{refusals:#?}");
    let mut missing = Vec::new();
    for message in &refusals {
        match translate_error(&vi, message) {
            Some(said) => assert_ne!(&said, message, "said in English: {message}"),
            None => missing.push(message.clone()),
        }
        // The English templates give the English words back.
        if let Some(said) = translate_error(&en, message) {
            assert_eq!(&said, message);
        }
    }
    assert!(
        missing.is_empty(),
        "refusals with no words in vi.json: {missing:#?}"
    );
    assert!(
        translate_error(&vi, "n must be an integer from 1 to 12, got '13'").is_some_and(|s| s.contains("13")),
    );
}

/// No catalogue string is left in English in the Vietnamese catalogue:
/// a string the same in both is one that no language writes otherwise
/// (numbers, names, code).
#[test]
fn no_catalogue_string_is_left_untranslated() {
    let en = catalogue("en");
    let vi = catalogue("vi");
    let mut left = Vec::new();
    for (key, words) in &en {
        if vi[key] != *words {
            continue;
        }
        // Its words once names, placeholders and code are taken out.
        let mut plain = String::new();
        let mut depth = 0;
        for c in words.chars() {
            match c {
                '{' | '`' | '\'' if depth == 0 => depth += 1,
                '}' | '`' | '\'' => depth = 0,
                c if depth == 0 => plain.push(c),
                _ => {}
            }
        }
        let english = plain
            .split(|c: char| !c.is_ascii_alphabetic())
            .filter(|w| w.len() >= 3)
            .filter(|w| {
                ![
                    "LeetCode", "ABCCED", "ABCB", "SEE", "Python", "Java", "Rust", "Sudoku",
                ]
                .contains(w)
            })
            .count();
        if english > 0 {
            left.push(format!("{key}: {words}"));
        }
    }
    assert!(left.is_empty(), "left in English in vi.json: {left:#?}");
}

/// Where a line's comment starts (its `#` or `//`, outside strings and
/// character literals): `commentAt` of `assets/code.js`.
fn comment_at(code: &str, lang: web::Lang) -> Option<usize> {
    let mark = if lang == web::Lang::Py { "#" } else { "//" };
    let bytes = code.as_bytes();
    let mut quote = None;
    let mut i = 0;
    while i < bytes.len() {
        let ch = bytes[i];
        match quote {
            Some(q) => {
                if ch == b'\\' {
                    i += 1;
                } else if ch == q {
                    quote = None;
                }
            }
            None if ch == b'"' => quote = Some(ch),
            // A Rust lifetime is no character literal.
            None if ch == b'\''
                && (lang != web::Lang::Rust
                    || bytes.get(i + 2) == Some(&b'\'')
                    || bytes.get(i + 1) == Some(&b'\\')) =>
            {
                quote = Some(ch)
            }
            None if code[i..].starts_with(mark) => return Some(i),
            None => {}
        }
        i += 1;
    }
    None
}

/// A listing's comments as the catalogue of comments holds them
/// (`commentUnits` of `assets/code.js`): a run of whole-line comments at
/// one indent is one, its lines joined by `\n`; a comment after code is
/// another.
fn comment_units(lines: &[String], lang: web::Lang) -> Vec<String> {
    let mark = if lang == web::Lang::Py { 1 } else { 2 };
    let mut units = Vec::new();
    let mut block: Option<(usize, usize, Vec<String>)> = None;
    let flush = |block: &mut Option<(usize, usize, Vec<String>)>, units: &mut Vec<String>| {
        if let Some((_, _, parts)) = block.take() {
            units.push(parts.join("\n"));
        }
    };
    for (i, code) in lines.iter().enumerate() {
        let Some(at) = comment_at(code, lang) else {
            flush(&mut block, &mut units);
            continue;
        };
        let words = code[at + mark..].trim().to_owned();
        if !code[..at].trim().is_empty() {
            flush(&mut block, &mut units);
            if !words.is_empty() {
                units.push(words);
            }
            continue;
        }
        if block
            .as_ref()
            .is_some_and(|(indent, last, _)| *indent != at || *last + 1 != i)
        {
            flush(&mut block, &mut units);
        }
        if words.is_empty() {
            flush(&mut block, &mut units);
            continue;
        }
        let entry = block.get_or_insert_with(|| (at, i, Vec::new()));
        entry.1 = i;
        entry.2.push(words);
    }
    flush(&mut block, &mut units);
    units
}

/// Every comment of every listing the page shows (in any language) is
/// in the Vietnamese catalogue of comments (`i18n/code-vi.json`), line
/// for line, in Vietnamese words; the catalogue holds no comment that
/// no listing has any more.
#[test]
fn every_listing_comment_is_said_in_vietnamese() {
    let text = std::fs::read_to_string(assets().join("i18n/code-vi.json")).unwrap();
    let words: BTreeMap<String, String> = serde_json::from_str(&text).unwrap();
    let config = web::Config::default();
    let mut used = BTreeSet::new();
    let mut missing = Vec::new();
    for puzzle in web::REGISTRY {
        for algo in puzzle.info(&config).algos {
            let listings = std::iter::once(("rust", algo.code.clone())).chain(algo.codes.clone());
            for (lang, listing) in listings {
                let lang: web::Lang = lang.parse().unwrap();
                for unit in comment_units(&listing.lines, lang) {
                    match words.get(&unit) {
                        None => missing.push(format!(
                            "{}/{} in {}: {unit:?}",
                            puzzle.name(),
                            algo.name,
                            lang.name()
                        )),
                        Some(vi) => {
                            assert_eq!(
                                vi.lines().count(),
                                unit.lines().count(),
                                "{unit:?}: line for line"
                            );
                            assert_ne!(vi, &unit, "{unit:?}: left in English");
                            used.insert(unit);
                        }
                    }
                }
            }
        }
    }
    missing.sort();
    missing.dedup();
    assert!(
        missing.is_empty(),
        "comments with no Vietnamese:\n{}",
        missing.join("\n")
    );
    let stale: Vec<&String> = words.keys().filter(|k| !used.contains(*k)).collect();
    assert!(stale.is_empty(), "comments no listing has: {stale:?}");
}
