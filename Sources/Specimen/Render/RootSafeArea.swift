import Foundation
import SpecimenUI

extension ViewRenderer {
  /// Warnings for root safe-area insets that are not laid out as given: a NaN, infinite or negative inset is laid
  /// out as 0 (`LayoutEngine` clamps it), and insets that meet across a finite `proposal` leave the view no room.
  func safeAreaIssues(for proposal: ProposedViewSize) -> [ResolveIssue] {
    let insets = safeAreaInsets
    let edges = [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing)]
    var issues = edges.filter { !($0.1.isFinite && $0.1 >= 0) }.map { edge, value in
      ResolveIssue(.invalidNumber, "ViewRenderer.safeAreaInsets.\(edge) \(NumberText.describe(value)) is not a finite length ≥ 0; "
        + "laid out as 0. Give the insets a device's bars leave (0 or more points)")
    }
    func usable(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
    let across = (usable(insets.leading) + usable(insets.trailing), usable(insets.top) + usable(insets.bottom))
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }, height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
    if let width, across.0 > 0, across.0 >= width { issues.append(noRoom(across.0, "wide", width)) }
    if let height, across.1 > 0, across.1 >= height { issues.append(noRoom(across.1, "high", height)) }
    return issues
  }

  private func noRoom(_ insets: CGFloat, _ dimension: String, _ proposed: CGFloat) -> ResolveIssue {
    ResolveIssue(.invalidNumber, "ViewRenderer.safeAreaInsets take \(NumberText.describe(insets)) pt of a screen \(NumberText.describe(proposed)) "
      + "pt \(dimension), so the view between them has no room and the image grows past the screen; give insets smaller than the screen")
  }
}
