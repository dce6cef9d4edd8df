import Foundation
import SpecimenLayout
import SpecimenUI

/// Audits catalog cells for accessibility: contrast, target size, truncation and clipping.
///
/// Each cell is laid out in its sheet box exactly as `verify` renders it. Cells of an entry that
/// draws text are laid out again at `accessibility3` and `accessibility5` Dynamic Type (in a box of the
/// cell's width that grows in height, as a sheet row would), where only truncation and clipping are
/// judged, and only for text that did not already fail at a smaller size.
public struct Auditor: Sendable {
  /// Which cells, how many threads and at what scale.
  public var options: RenderOptions

  public init(options: RenderOptions = RenderOptions()) {
    self.options = options
  }

  /// The larger Dynamic Type sizes every cell with text is also judged at.
  public static let dynamicTypeSizes: [DynamicTypeSize] = [.accessibility3, .accessibility5]

  /// Audits every selected cell of `catalog`.
  public func run(_ catalog: [CatalogEntry]) -> AuditRun {
    let plan = VerifyPlan(catalog: catalog, options: options)
    let renderer = ViewRenderer(scale: plan.options.scale)
    let results = WorkPool.map(plan.cells.count, threads: options.jobs) { k in
      let (cell, size) = plan.cells[k]
      return Auditor.audit(cell, size: size, renderer: renderer)
    }
    return AuditRun(findings: AuditFinding.sorted(results.flatMap(\.findings)), cells: plan.cells.count,
                    cellIDs: Set(plan.cells.map(\.0.id)), errors: plan.errors + results.compactMap(\.error))
  }

  /// The findings of one cell in its sheet box of `size`, or why it could not be audited.
  static func audit(_ cell: Cell, size: CGSize, renderer: ViewRenderer) -> (findings: [AuditFinding], error: String?) {
    let audit = CellAudit(scale: renderer.scale, background: renderer.background)
    let disabled = !cell.state.environment.isEnabled
    do {
      let placed = try renderer.checkedPlace(CellBox(cell: cell, size: size), in: .unspecified)
      var found = try audit.findings(placed, cell: cell.id, disabled: disabled)
      guard Auditor.drawsText(placed) else { return (found, nil) }
      for dynamicTypeSize in dynamicTypeSizes where cell.state.environment.dynamicTypeSize < dynamicTypeSize {
        var state = cell.state
        state.environment.dynamicTypeSize = dynamicTypeSize
        let larger = Cell(entry: cell.entry, indices: cell.indices, position: cell.position, state: state, name: cell.name)
        let grown = try renderer.checkedPlace(GrowingCellBox(cell: larger, width: size.width), in: .unspecified)
        found += Auditor.unseen(audit.textFindings(grown, cell: cell.id, dynamicTypeSize: "\(dynamicTypeSize)"), in: found)
      }
      return (found, nil)
    } catch {
      return ([], "\(cell.id): could not be audited: \(error)")
    }
  }

  /// Audits any view laid out for `proposal` (what `SpecimenTesting`'s assertion uses), also at
  /// `accessibility3` and `accessibility5` when it draws text; findings are named `name`.
  public static func audit<V: View>(_ view: V, named name: String, proposal: ProposedViewSize = .unspecified,
                                    environment: EnvironmentValues = EnvironmentValues(), scale: CGFloat = 2) throws -> [AuditFinding] {
    let renderer = ViewRenderer(scale: scale)
    let audit = CellAudit(scale: scale, background: renderer.background)
    let placed = try renderer.checkedPlace(view, in: proposal, environment: environment)
    var found = try audit.findings(placed, cell: name, disabled: !environment.isEnabled)
    if drawsText(placed) {
      for size in dynamicTypeSizes where environment.dynamicTypeSize < size {
        var larger = environment
        larger.dynamicTypeSize = size
        let grown = try renderer.checkedPlace(view, in: proposal, environment: larger)
        found += unseen(audit.textFindings(grown, cell: name, dynamicTypeSize: "\(size)"), in: found)
      }
    }
    return AuditFinding.sorted(found)
  }

  /// `new` without findings of the same kind and element already reported at a smaller size.
  static func unseen(_ new: [AuditFinding], in found: [AuditFinding]) -> [AuditFinding] {
    let seen = Set(found.map { "\($0.kind.rawValue)|\($0.element.type)|\($0.element.text ?? "")" })
    return new.filter { !seen.contains("\($0.kind.rawValue)|\($0.element.type)|\($0.element.text ?? "")") }
  }

  /// Whether any text is drawn in the tree.
  static func drawsText(_ root: PlacedNode) -> Bool {
    var stack = [root]
    while let placed = stack.popLast() {
      if case .text = placed.node.kind { return true }
      stack.append(contentsOf: placed.children)
    }
    return false
  }
}

/// The result of an audit run.
public struct AuditRun: Sendable {
  /// Every finding, sorted by cell, kind and frame.
  public var findings: [AuditFinding]
  /// How many cells were audited.
  public var cells: Int
  /// The ids of the audited cells.
  public var cellIDs: Set<String>
  /// Catalog problems and cells that could not be laid out or rendered.
  public var errors: [String]

  /// The run as the JSON document.
  public var report: AuditReport { AuditReport(findings: findings, cells: cells) }
}

/// A cell at a larger Dynamic Type size: its sheet box's width, its content's own height.
struct GrowingCellBox: View {
  let cell: Cell
  let width: CGFloat

  var body: some View {
    let dark = cell.state.environment.colorScheme == .dark
    return cell.view
      .frame(width: cell.entry.cellWidth)
      .padding(SheetGrid.cellPadding)
      .frame(width: width)
      .background(dark ? Color.black : Color.white)
  }
}
