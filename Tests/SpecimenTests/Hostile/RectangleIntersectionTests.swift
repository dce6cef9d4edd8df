import Foundation
import SpecimenUI
import HostileSupport
import Testing
@testable import Specimen

/// Rectangles with NaN edges or −∞ sizes, which layout can make from a user's numbers, are intersected without
/// Foundation's trap (`CGRect.intersection` and `intersects` trap on Linux for them), and ordinary rectangles
/// intersect exactly as Foundation intersects them.
@Suite struct RectangleIntersectionTests {
  /// Pairs Foundation intersects without trapping: overlapping, nested, touching, apart, negative sizes, zero,
  /// null, infinite and overflowing edges.
  static let ordinary: [(CGRect, CGRect)] = [
    (CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 5, y: 5, width: 10, height: 10)),
    (CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 2, y: 3, width: 4, height: 5)),
    (CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 10, y: 0, width: 5, height: 10)),
    (CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 11, y: 0, width: 5, height: 10)),
    (CGRect(x: 10, y: 10, width: -10, height: -10), CGRect(x: 5, y: -5, width: 10, height: 10)),
    (CGRect.zero, CGRect(x: -1, y: -1, width: 2, height: 2)),
    (CGRect.null, CGRect(x: 0, y: 0, width: 10, height: 10)),
    (CGRect.infinite, CGRect(x: 3, y: 4, width: 5, height: 6)),
    (CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10), CGRect(x: 1e3, y: 2, width: 1, height: 1)),
    (CGRect(x: -CGFloat.greatestFiniteMagnitude, y: 0, width: CGFloat.greatestFiniteMagnitude, height: 10),
     CGRect(x: -5, y: 0, width: 10, height: 10)),
  ]

  @Test func ordinaryRectanglesIntersectAsFoundationDoes() {
    for (a, b) in Self.ordinary {
      #expect(a.checkedIntersection(b) == a.intersection(b), "\(a) ∩ \(b)")
      #expect(b.checkedIntersection(a) == b.intersection(a), "\(b) ∩ \(a)")
    }
  }

  @Test(arguments: [
    CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10),
    CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
    CGRect(x: 0, y: CGFloat.nan, width: 10, height: CGFloat.nan),
  ])
  func rectanglesWithNaNEdgesMeetNothing(_ hostile: CGRect) {
    let plain = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(hostile.checkedIntersection(plain).isNull)
    #expect(plain.checkedIntersection(hostile).isNull)
    #expect(!hostile.checkedIntersects(plain))
  }

  /// A size of −∞ reaches from its origin to −∞: it meets a rectangle starting at that origin along an edge only.
  @Test func aNegativeInfiniteWidthMeetsAlongAnEdge() {
    let hostile = CGRect(x: 0, y: 0, width: -CGFloat.infinity, height: 10), plain = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(hostile.checkedIntersection(plain) == CGRect(x: 0, y: 0, width: 0, height: 10))
    #expect(plain.checkedIntersection(hostile) == CGRect(x: 0, y: 0, width: 0, height: 10))
    #expect(!hostile.checkedIntersects(plain))
    #expect(hostile.checkedIntersects(CGRect(x: -5, y: 0, width: 10, height: 10)))
  }

  /// A tree from the view-tree property test, reduced: an inner safe-area inset 1e300 pt tall under infinite
  /// padding, inside an outer inset with −1e300 spacing, made safe regions whose edges meet as ∞ − ∞; the
  /// canvas's geometry reader asking for its safe-area insets then trapped in Foundation's `CGRect.intersection`,
  /// ending the run. Now the render finishes like any other.
  @Test func nestedSafeAreaInsetsWithEdgesAtInfinityDoNotTrap() throws {
    let canvas = Canvas { context, size in
      context.stroke(Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: size.height)), with: .color(.red), lineWidth: 1)
    }
    .frame(width: 30, height: 20)
    .padding(EdgeInsets(top: .infinity, leading: 0, bottom: 0, trailing: .infinity))
    .safeAreaInset(edge: .bottom, spacing: -1) { Color.red.frame(height: 1e300) }
    let view = HStack(spacing: .infinity) { canvas }
      .frame(width: 100)
      .safeAreaInset(edge: .bottom, spacing: -1e300) { Color.red.frame(height: 2) }
    switch PropertyRun.render(AnyView(view), scale: 1) {
    case .success(let png):
      let size = try #require(PropertyRun.pixelSize(ofPNG: png))
      #expect(size.width == 100, "\(size)")
    case .failure(let failure):
      #expect(failure.message.hasPrefix("nothing to draw") || failure.message.contains("exceeds the limit"), "\(failure.message)")
    }
  }
}
