//! `queens site DIR`: the visualizer as a static folder (`web::site`).

use std::io::{self, Write};
use std::process::ExitCode;

use web::site::SiteError;

use crate::args::SiteArgs;
use crate::exit::usage;

pub fn run(args: &SiteArgs) -> anyhow::Result<ExitCode> {
    let written = match web::site::write(&args.dir) {
        Ok(written) => written,
        // A path that cannot be a folder is the user's to change.
        Err(e @ SiteError::NotADirectory(_)) => return Err(usage(e.to_string())),
        Err(e) => return Err(e.into()),
    };
    let dir = args.dir.display();
    let mut out = io::stdout().lock();
    writeln!(
        out,
        "queens: wrote the visualizer to {dir} ({} files, {} KB, of which the engine is {} KB); \
         try it with: python3 -m http.server -d {dir}",
        written.files.len(),
        written.bytes.div_ceil(1000),
        written.wasm_bytes.div_ceil(1000),
    )?;
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}
