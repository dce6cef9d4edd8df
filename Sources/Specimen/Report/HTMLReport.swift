import Foundation
import SpecimenDiff

/// A static review page for a verify run: one `index.html` plus images, opened from the file system.
///
/// It shows every sheet (failing cells outlined), and per failing cell the verdict, the
/// semantic diff, and side-by-side, slider, onion-skin and diff views. Checkboxes select
/// cells; the page then shows the `specimen record --exact` command that accepts exactly them
/// (cell ids are matched literally, so accepting `Btn*/x` never re-records `BtnPrimary/x`).
public struct HTMLReport: Sendable {
  /// The report folder.
  public let folder: URL
  /// The command that re-records, without mode and cells, e.g. `["specimen", "record", "--goldens", "Previews"]`.
  public var recordCommand: [String]

  public init(folder: URL, recordCommand: [String] = ["specimen", "record"]) {
    self.folder = folder
    self.recordCommand = recordCommand
  }

  /// Writes `index.html`, the artifacts under `images/` and copies of the golden sheets; returns the page's URL.
  @discardableResult
  public func write(_ run: VerifyRun, catalog: [CatalogEntry], goldens: URL, audit: AuditRun? = nil,
                    auditOptions: RenderOptions = RenderOptions()) throws -> URL {
    let images = folder.appendingPathComponent("images")
    let artifacts = Artifacts(folder: images).write(run, catalog: catalog)
    var sheets: [(name: String, path: String, outlined: Bool)] = []
    for entry in catalog where run.grids[entry.name] != nil {
      if let outlined = artifacts.sheets[entry.name] {
        sheets.append((entry.name, "images/\(outlined)", true))
      } else if let data = try? RegularFile.read(goldens.appendingPathComponent(GoldenPaths.sheet(entry)).path) {
        let path = "images/sheets/\(GoldenPaths.sheet(entry))"
        try AtomicFile.write(data, to: folder.appendingPathComponent(path))
        sheets.append((entry.name, path, false))
      }
    }
    let accessibility = try audit.map { try accessibilitySection($0, catalog: catalog, options: auditOptions) } ?? ""
    let html = page(run, artifacts: artifacts, sheets: sheets, accessibility: accessibility)
    let url = folder.appendingPathComponent("index.html")
    try AtomicFile.write(Data(html.utf8), to: url)
    return url
  }

  func page(_ run: VerifyRun, artifacts: Artifacts.Index, sheets: [(name: String, path: String, outlined: Bool)],
            accessibility: String = "") -> String {
    let failures = run.failures
    var body = """
      <header>
        <h1>Specimen verify</h1>
        <p id="summary" data-cells="\(run.checks.count)" data-failures="\(failures.count)">\(run.checks.count) cells checked, \
      \(failures.count) failed, \(run.checks.count - failures.count) passed.</p>
      </header>

      """
    if !failures.isEmpty {
      body += """
        <section id="accept">
          <h2>Accept changes</h2>
          <p>Select cells below; this command records exactly those as the new goldens
          (open the page as <code>index.html#all</code> to start with every cell selected).</p>
          <p><button type="button" id="select-all">Select all</button> <button type="button" id="select-none">Select none</button>
          <button type="button" id="copy-command">Copy</button></p>
          <pre id="record-command">(select cells to accept)</pre>
        </section>
        <section id="failures">
          <h2>Failures</h2>

        """
      for check in failures { body += failure(check, files: artifacts.cells[check.id] ?? Artifacts.CellFiles()) }
      body += "</section>\n"
    }
    body += accessibility
    body += "<section id=\"sheets\">\n<h2>Sheets</h2>\n"
    for sheet in sheets {
      let note = sheet.outlined ? " <span class=\"note\">(failing cells outlined in red)</span>" : ""
      body += """
        <figure class="sheet" data-entry="\(escape(sheet.name))">
          <figcaption>\(escape(sheet.name))\(note)</figcaption>
          <img src="\(escape(sheet.path))" data-scale="\(SemanticNode.format(Double(run.scale)))" alt="\(escape(sheet.name)) sheet">
        </figure>

        """
    }
    body += "</section>\n"
    let prefix = recordCommand.map(HTMLReport.shellQuote).joined(separator: " ")
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>Specimen verify: \(failures.count) failed</title>
      <style>\(HTMLReport.css)\(accessibility.isEmpty ? "" : HTMLReport.accessibilityCSS)</style>
      </head>
      <body data-record-prefix="\(escape(prefix))">
      <script>window.addEventListener('error', function () { document.body.dataset.errors = String(Number(document.body.dataset.errors || 0) + 1); });</script>
      \(body)
      <script>\(HTMLReport.script)</script>
      </body>
      </html>

      """
  }

  func failure(_ check: CellCheck, files: Artifacts.CellFiles) -> String {
    let id = escape(check.id)
    let mode = check.outcome == .missingGolden ? "missing" : "failed"
    var html = """
      <article class="failure" data-cell="\(id)" data-mode="\(mode)">
        <h3><label><input type="checkbox" class="accept" data-cell="\(id)" data-mode="\(mode)"> \(id)</label></h3>
        <p class="verdict"><span class="outcome">\(check.outcome.rawValue)</span> \(escape(check.message))</p>

      """
    if check.environmentChanged {
      html += "  <p class=\"environment\">Environment changed: the golden was rendered with other library versions, fonts or options.</p>\n"
    }
    if !check.semanticChanges.isEmpty {
      html += "  <ul class=\"semantic\">\n"
      for line in check.semanticChanges { html += "    <li>\(escape(line))</li>\n" }
      html += "  </ul>\n"
    }
    let reference = files.reference.map { "images/\($0)" }
    let actual = files.actual.map { "images/\($0)" }
    let diff = files.diff.map { "images/\($0)" }
    func img(_ path: String?, _ role: String) -> String {
      guard let path else { return "<div class=\"missing\">no \(role) image</div>" }
      return "<img class=\"\(role)\" src=\"\(escape(path))\" alt=\"\(role)\">"
    }
    html += """
        <div class="tabs">
          <button type="button" data-view="side" class="active">Side by side</button>
          <button type="button" data-view="slider">Slider</button>
          <button type="button" data-view="onion">Onion skin</button>
          <button type="button" data-view="diff">Diff</button>
        </div>
        <div class="view view-side">
          <figure><figcaption>reference</figcaption>\(img(reference, "reference"))</figure>
          <figure><figcaption>actual</figcaption>\(img(actual, "actual"))</figure>
        </div>
        <div class="view view-slider" hidden>
          <div class="stack">\(img(reference, "reference"))<div class="clip">\(img(actual, "actual"))</div></div>
          <input type="range" class="slider-range" min="0" max="100" value="50" aria-label="slider position">
        </div>
        <div class="view view-onion" hidden>
          <div class="stack">\(img(reference, "reference"))<div class="over">\(img(actual, "actual"))</div></div>
          <input type="range" class="onion-range" min="0" max="100" value="50" aria-label="actual opacity">
        </div>
        <div class="view view-diff" hidden>\(img(diff, "diff"))</div>
      </article>

      """
    return html
  }

  /// `text` with HTML's special characters escaped.
  func escape(_ text: String) -> String { Markup.html(text) }

  /// A word quoted for a POSIX shell when it needs quoting.
  static func shellQuote(_ word: String) -> String {
    let safe = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:,+@%".contains($0) }
    return safe && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  static let css = """
    body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; background: #f2f2f7; color: #1c1c1e; }
    h1 { margin: 0 0 4px; } h2 { margin-top: 32px; }
    .failure { background: white; border-radius: 10px; padding: 12px 16px; margin: 12px 0; border-left: 4px solid #ff3b30; }
    .failure h3 { margin: 0 0 4px; font-size: 15px; }
    .verdict .outcome { font-weight: 600; color: #ff3b30; margin-right: 6px; }
    .environment { color: #8a6d00; }
    .semantic { margin: 4px 0 8px; }
    .tabs button { border: 1px solid #c7c7cc; background: #fff; padding: 4px 10px; border-radius: 6px; cursor: pointer; }
    .tabs button.active { background: #007aff; color: white; border-color: #007aff; }
    .view { margin-top: 8px; }
    .view-side { display: flex; gap: 16px; }
    .view-side figure { flex: 1 1 0; min-width: 0; }
    .view-side img, .view-diff img { width: 100%; max-width: 480px; }
    .view[hidden] { display: none; }
    figure { margin: 0; } figcaption { font-size: 12px; color: #636366; }
    img { max-width: 100%; border: 1px solid #d1d1d6; image-rendering: pixelated; background: white; }
    .stack { position: relative; display: inline-block; }
    .stack > img { display: block; }
    .stack .clip, .stack .over { position: absolute; left: 0; top: 0; height: 100%; overflow: hidden; }
    .stack .clip { width: 50%; border-right: 2px solid #007aff; }
    .stack .over { width: 100%; opacity: 0.5; }
    .stack img { width: 480px; max-width: none; }
    .stack .clip img, .stack .over img { display: block; }
    input[type=range] { display: block; width: 320px; }
    pre#record-command { background: #1c1c1e; color: #f2f2f7; padding: 10px; border-radius: 8px; white-space: pre-wrap; }
    .sheet { background: white; padding: 8px; border-radius: 10px; margin: 12px 0; }
    .sheet img { max-width: min(100%, 1200px); }
    .note { color: #ff3b30; }
    .missing { padding: 12px; color: #8e8e93; border: 1px dashed #c7c7cc; }
    """

  static let script = """
    (function () {
      function quote(word) {
        return /^[A-Za-z0-9_\\-.\\/=:,+@%]+$/.test(word) ? word : "'" + word.replace(/'/g, "'\\\\''") + "'";
      }
      function updateCommand() {
        var boxes = Array.prototype.slice.call(document.querySelectorAll('input.accept:checked'));
        var out = document.getElementById('record-command');
        if (!out) { return; }
        if (boxes.length === 0) { out.textContent = '(select cells to accept)'; out.dataset.cells = '0'; return; }
        var missing = boxes.some(function (b) { return b.dataset.mode === 'missing'; });
        var failed = boxes.some(function (b) { return b.dataset.mode === 'failed'; });
        var mode = missing && failed ? 'all' : (missing ? 'missing' : 'failed');
        var words = boxes.map(function (b) { return quote(b.dataset.cell); });
        out.textContent = document.body.dataset.recordPrefix + ' --record=' + mode + ' --exact ' + words.join(' ');
        out.dataset.cells = String(boxes.length);
      }
      document.querySelectorAll('input.accept').forEach(function (box) { box.addEventListener('change', updateCommand); });
      function setAll(value) {
        document.querySelectorAll('input.accept').forEach(function (box) { box.checked = value; });
        updateCommand();
      }
      var all = document.getElementById('select-all');
      if (all) { all.addEventListener('click', function () { setAll(true); }); }
      var none = document.getElementById('select-none');
      if (none) { none.addEventListener('click', function () { setAll(false); }); }
      var copy = document.getElementById('copy-command');
      if (copy) {
        copy.addEventListener('click', function () {
          var text = document.getElementById('record-command').textContent;
          if (navigator.clipboard) { navigator.clipboard.writeText(text).catch(function () {}); }
        });
      }
      document.querySelectorAll('.failure').forEach(function (article) {
        article.querySelectorAll('.tabs button').forEach(function (button) {
          button.addEventListener('click', function () {
            article.querySelectorAll('.tabs button').forEach(function (b) { b.classList.toggle('active', b === button); });
            article.querySelectorAll('.view').forEach(function (view) {
              view.hidden = !view.classList.contains('view-' + button.dataset.view);
            });
          });
        });
        var slider = article.querySelector('.slider-range');
        var clip = article.querySelector('.view-slider .clip');
        if (slider && clip) { slider.addEventListener('input', function () { clip.style.width = slider.value + '%'; }); }
        var onion = article.querySelector('.onion-range');
        var over = article.querySelector('.view-onion .over');
        if (onion && over) { onion.addEventListener('input', function () { over.style.opacity = String(onion.value / 100); }); }
      });
      document.querySelectorAll('img[data-scale]').forEach(function (img) {
        function fit() { if (img.naturalWidth) { img.style.width = (img.naturalWidth / Number(img.dataset.scale)) + 'px'; } }
        if (img.complete) { fit(); } else { img.addEventListener('load', fit); }
      });
      if (location.hash === '#all') { setAll(true); } else { updateCommand(); }
      document.body.dataset.ready = 'true';
    })();
    """
}
