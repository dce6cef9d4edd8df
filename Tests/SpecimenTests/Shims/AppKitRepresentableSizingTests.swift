import AppKit
import Foundation
import SpecimenUI
import Testing
@testable import Specimen

/// AppKit representables are sized by their own `sizeThatFits(_:nsView:context:)` (macOS 13;
/// `sizeThatFits(_:nsViewController:context:)` for a controller), as UIKit ones are: a finite answer is the
/// view's size, nil the default sizing (the space offered), and a NaN, infinite or negative side is named.
@Suite struct AppKitRepresentableSizingTests {
  /// A layer-backed AppKit view filled red.
  static func redView() -> NSView {
    let view = NSView()
    view.wantsLayer = true
    view.layer?.backgroundColor = NSColor.systemRed.cgColor
    return view
  }

  /// An AppKit view whose `sizeThatFits` answers `size` for every proposal.
  struct Answering: NSViewRepresentable {
    let size: CGSize?
    func makeNSView(context: Context) -> NSView { AppKitRepresentableSizingTests.redView() }
    func updateNSView(_ nsView: NSView, context: Context) {}
    func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSView, context: Context) -> CGSize? { size }
  }

  /// An AppKit controller whose `sizeThatFits` halves the width offered.
  struct Halving: NSViewControllerRepresentable {
    func makeNSViewController(context: Context) -> NSViewController { NSViewController() }
    func updateNSViewController(_ nsViewController: NSViewController, context: Context) {}
    func sizeThatFits(_ proposal: ProposedViewSize, nsViewController: NSViewController, context: Context) -> CGSize? {
      CGSize(width: (proposal.width ?? 10) / 2, height: 12)
    }
  }

  /// An AppKit view without the method.
  struct Plain: NSViewRepresentable {
    func makeNSView(context: Context) -> NSView { AppKitRepresentableSizingTests.redView() }
    func updateNSView(_ nsView: NSView, context: Context) {}
  }

  @Test func appKitRepresentablesAreSizedByTheirOwnSizeThatFits() throws {
    let offered = ProposedViewSize(width: 50, height: 200)
    let answered = try HostileRound38Tests.measured(offered) { Answering(size: CGSize(width: 80, height: 30)) }
    #expect(answered.size == CGSize(width: 80, height: 30) && answered.warnings == [])
    #expect(try HostileRound38Tests.measured(offered) { Halving() }.size == CGSize(width: 25, height: 12))
    let defaulted = try HostileRound38Tests.measured(offered) { Answering(size: nil) }
    #expect(defaulted.size == CGSize(width: 50, height: 200) && defaulted.warnings == [])
    #expect(defaulted.png == (try HostileRound38Tests.measured(offered) { Plain() }).png)
    let nan = try HostileRound38Tests.measured(offered) { Answering(size: CGSize(width: 30, height: CGFloat.nan)) }
    #expect(nan.size == CGSize(width: 30, height: 200))
    #expect(nan.warnings == ["Answering.sizeThatFits(_:nsView:context:) returned 30×nan for a proposal of 50×200; a side that is "
      + "NaN, infinite or negative is sized as nil sizes it (the default sizing). Return a finite size of 0 or more, or nil for the default"])
  }
}
