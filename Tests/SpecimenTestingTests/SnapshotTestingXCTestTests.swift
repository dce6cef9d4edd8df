import SnapshotTesting
import SwiftUI
import UIKit
import XCTest

/// A team's own strategy, as design-system test targets write them: a fixed card size at iPhone 13's scale.
extension Snapshotting where Value: SwiftUI.View, Format == UIImage {
  static func card(_ style: UIUserInterfaceStyle) -> Self {
    .image(layout: .fixed(width: 160, height: 60), traits: UITraitCollection(traitsFrom: [
      UITraitCollection(displayScale: ViewImageConfig.iPhone13.traits.displayScale),
      UITraitCollection(userInterfaceStyle: style),
    ]))
  }
}

/// A badge as a design system draws it.
private struct FeaturedBadge: View {
  var body: some View {
    HStack(spacing: 4) {
      Image(systemName: "star.fill")
      Text("Featured")
    }
    .font(.subheadline.weight(.semibold))
    .padding(.horizontal, 10)
    .padding(.vertical, 6)
    .background(Capsule().fill(Color.yellow))
  }
}

/// swift-snapshot-testing test code as iOS projects write it, run by XCTest against the references committed in
/// `__Snapshots__/SnapshotTestingXCTestTests/`: they compile unchanged and match.
final class SnapshotTestingXCTestTests: XCTestCase {
  override func invokeTest() {
    withSnapshotTesting(diffTool: .ksdiff) {
      super.invokeTest()
    }
  }

  func testFeaturedBadge() {
    assertSnapshot(of: FeaturedBadge(), as: .card(.light))
    assertSnapshot(of: FeaturedBadge(), as: .card(.dark), named: "dark")
    assertSnapshot(of: FeaturedBadge(), as: .image(precision: 0.99, perceptualPrecision: 0.98, layout: .sizeThatFits,
                                                   traits: .init(displayScale: 2)), named: "fits")
  }

  func testHostedScreen() {
    let controller = UIHostingController(rootView: VStack { FeaturedBadge(); Text("Today's picks") })
    assertSnapshot(of: controller, as: .image(on: .iPhoneSe, size: CGSize(width: 200, height: 120)))
    let hosted = Snapshotting<UIViewController, UIImage>.image(size: CGSize(width: 120, height: 50), traits: .init(displayScale: 1))
      .pullback(UIHostingController<FeaturedBadge>.init(rootView:))
    assertSnapshot(of: FeaturedBadge(), as: hosted, named: "pullback")
  }

  func testValues() {
    struct Theme: Encodable { let name: String; let radius: Double }
    assertSnapshot(of: Theme(name: "Sunset", radius: 12), as: .json)
    assertSnapshots(of: "Featured\nToday's picks", as: ["text": .lines])
  }
}
