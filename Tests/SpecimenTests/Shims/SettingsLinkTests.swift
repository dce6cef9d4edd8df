import Foundation
import SpecimenUI
import Testing
@testable import Specimen

/// macOS 14's `SettingsLink` and `\.openSettings` as Mac settings and menu-bar code writes them: the link draws
/// as a button of its label (under the button style around it), the default label is "Settings…", and the
/// action opens nothing.
@Suite struct SettingsLinkTests {
  /// A menu-bar panel's footer: a gear that opens settings, and a text button calling the action.
  struct Footer: View {
    @Environment(\.openSettings) private var openSettings
    var body: some View {
      HStack {
        SettingsLink { Label("Preferences", systemImage: "gear") }.buttonStyle(.bordered)
        Button("Open") { openSettings() }
      }
    }
  }

  /// What the footer should draw: the same with buttons.
  struct FooterWithButtons: View {
    var body: some View {
      HStack {
        Button {} label: { Label("Preferences", systemImage: "gear") }.buttonStyle(.bordered)
        Button("Open") {}
      }
    }
  }

  @MainActor func png(_ view: some View) throws -> Data {
    try ViewRenderer(scale: 2).png(view.padding(8), in: .unspecified)
  }

  @MainActor @Test func aSettingsLinkDrawsAsAButtonOfItsLabel() throws {
    #expect(try png(SettingsLink()) == png(Button("Settings…") {}))
    #expect(try png(SettingsLink().buttonStyle(.link)) == png(Button("Settings…") {}.buttonStyle(.link)))
    #expect(try png(Footer()) == png(FooterWithButtons()))
    #expect(try png(SettingsLink()) != png(Button("Settings") {}))
  }
}
