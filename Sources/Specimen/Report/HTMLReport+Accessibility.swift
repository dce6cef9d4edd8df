import Foundation

/// The report's "Accessibility" section: each audit finding with its cell's image and the element outlined.
extension HTMLReport {
  /// Writes `index.html` with only the Accessibility section (`specimen audit --report`); returns the page's URL.
  @discardableResult
  public func writeAudit(_ run: AuditRun, catalog: [CatalogEntry], options: RenderOptions) throws -> URL {
    let section = try accessibilitySection(run, catalog: catalog, options: options)
    let body = """
      <header>
        <h1>Specimen audit</h1>
        <p id="summary" data-cells="\(run.cells)" data-findings="\(run.findings.count)">\(run.cells) cells audited, \
      \(run.findings.count) findings.</p>
      </header>
      \(section)
      """
    let url = folder.appendingPathComponent("index.html")
    try AtomicFile.write(Data(document(title: "Specimen audit: \(run.findings.count) findings", body: body).utf8), to: url)
    return url
  }

  /// The section's HTML; the images of the cells with findings are rendered into `images/accessibility/`
  /// (at the Dynamic Type size of the finding, so the outline falls on the element).
  func accessibilitySection(_ run: AuditRun, catalog: [CatalogEntry], options: RenderOptions) throws -> String {
    var html = """
      <section id="accessibility">
        <h2>Accessibility</h2>
        <p id="audit-summary" data-findings="\(run.findings.count)" data-cells="\(run.cells)">\(run.findings.count) findings \
      in \(run.cells) cells (contrast, target size, truncation, clipping); each element is outlined in its cell.</p>

      """
    guard !run.findings.isEmpty else { return html + "</section>\n" }
    var selected = options
    selected.filters = Array(Set(run.findings.map(\.cell))).sorted()
    selected.exactFilters = true
    selected.shard = nil
    let plan = VerifyPlan(catalog: catalog, options: selected)
    let renderer = ViewRenderer(scale: plan.options.scale)
    var cells: [String: (Cell, CGSize)] = [:]
    for (cell, size) in plan.cells { cells[cell.id] = (cell, size) }
    var images: [String: String] = [:]
    for finding in run.findings {
      let key = finding.cell + "@" + (finding.dynamicTypeSize ?? "")
      if images[key] == nil, let (cell, size) = cells[finding.cell] {
        let png: Data
        if let name = finding.dynamicTypeSize, let dynamicType = DynamicTypeSize.allCases.first(where: { "\($0)" == name }) {
          var state = cell.state
          state.environment.dynamicTypeSize = dynamicType
          let larger = Cell(entry: cell.entry, indices: cell.indices, position: cell.position, state: state, name: cell.name)
          png = try RenderedCell(GrowingCellBox(cell: larger, width: size.width), proposal: .unspecified, renderer: renderer).png
        } else {
          png = try RenderedCell(cell, size: size, renderer: renderer).png
        }
        let suffix = finding.dynamicTypeSize.map { "@" + FileNames.safe($0) } ?? ""
        let path = "images/accessibility/\(FileNames.safe(cell.entry.name))/\(FileNames.safe(cell.name))\(suffix).png"
        try AtomicFile.write(png, to: folder.appendingPathComponent(path))
        images[key] = path
      }
      html += article(finding, image: images[key], scale: Double(plan.options.scale))
    }
    return html + "</section>\n"
  }

  func article(_ finding: AuditFinding, image: String?, scale: Double) -> String {
    let f = finding.frame.map { SemanticNode.format($0) }
    let picture = image.map { path in
      "<div class=\"outlined\"><img src=\"\(escape(path))\" data-scale=\"\(SemanticNode.format(scale))\" alt=\"\(escape(finding.cell))\">"
        + "<div class=\"outline\" style=\"left: \(f[0])px; top: \(f[1])px; width: \(f[2])px; height: \(f[3])px\"></div></div>"
    } ?? "<div class=\"missing\">no image of the cell</div>"
    let size = finding.dynamicTypeSize.map { " <span class=\"dynamic-type\">at \(escape($0))</span>" } ?? ""
    return """
      <article class="finding \(finding.kind.severity)" data-cell="\(escape(finding.cell))" data-kind="\(finding.kind.rawValue)" \
      data-frame="\(f.joined(separator: ","))">
        <h3>\(escape(finding.cell))\(size)</h3>
        <p class="verdict"><span class="kind">\(finding.kind.rawValue)</span> \(escape(finding.element.type))\
      \(finding.element.text.map { " “" + escape($0) + "”" } ?? ""): \(SemanticNode.format(finding.value)) \
      (threshold \(SemanticNode.format(finding.threshold))) — \(escape(finding.hint))</p>
        \(picture)
      </article>

      """
  }

  /// A whole page around `body` with the report's style and script.
  func document(title: String, body: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>\(escape(title))</title>
    <style>\(HTMLReport.css)\(HTMLReport.accessibilityCSS)</style>
    </head>
    <body data-record-prefix="">
    <script>window.addEventListener('error', function () { document.body.dataset.errors = String(Number(document.body.dataset.errors || 0) + 1); });</script>
    \(body)
    <script>\(HTMLReport.script)</script>
    </body>
    </html>

    """
  }

  static let accessibilityCSS = """

    .finding { background: white; border-radius: 10px; padding: 12px 16px; margin: 12px 0; border-left: 4px solid #ff9500; }
    .finding.warning { border-left-color: #c7c7cc; }
    .finding h3 { margin: 0 0 4px; font-size: 15px; }
    .finding .kind { font-weight: 600; color: #c93400; margin-right: 6px; }
    .dynamic-type { font-weight: normal; color: #636366; }
    .outlined { position: relative; display: inline-block; }
    .outlined img { display: block; border: 0; max-width: none; }
    .outlined .outline { position: absolute; box-sizing: border-box; border: 2px solid #ff2d55; outline: 1px solid white; pointer-events: none; }
    """
}
