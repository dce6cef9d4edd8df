import CompatSupport
import Foundation
import Specimen
import SpecimenUI
import Testing
import CompatCGColorBridge
import CompatColorLiteralButton
import CompatHexColorARGB
import CompatHexColorScanner
import CompatHexColorUInt
import CompatNSColorDynamic
import CompatNSColorHex
import CompatNSColorSystem
import CompatUIColorComponents
import CompatUIColorDynamicSwitch
import CompatUIColorHSB
import CompatUIColorHexConvenience
import CompatUIColorHexInt
import CompatUIColorLightDark
import CompatUIColorLightDarkText
import CompatUIColorProtocolPattern
import CompatUIColorResolved
import CompatUIColorSystemColors
import CompatUIColorWithAlpha
import CompatUIFontPreferred

/// Every case of the compatibility suite (Tests/Compat), in folder order.
nonisolated(unsafe) let allCompatCases: [CompatCase] = [
  CompatCGColorBridge.compatCase,
  CompatColorLiteralButton.compatCase,
  CompatHexColorARGB.compatCase,
  CompatHexColorScanner.compatCase,
  CompatHexColorUInt.compatCase,
  CompatNSColorDynamic.compatCase,
  CompatNSColorHex.compatCase,
  CompatNSColorSystem.compatCase,
  CompatUIColorComponents.compatCase,
  CompatUIColorDynamicSwitch.compatCase,
  CompatUIColorHSB.compatCase,
  CompatUIColorHexConvenience.compatCase,
  CompatUIColorHexInt.compatCase,
  CompatUIColorLightDark.compatCase,
  CompatUIColorLightDarkText.compatCase,
  CompatUIColorProtocolPattern.compatCase,
  CompatUIColorResolved.compatCase,
  CompatUIColorSystemColors.compatCase,
  CompatUIColorWithAlpha.compatCase,
  CompatUIFontPreferred.compatCase,
]

@Suite struct CompatibilitySuite {
  @Test(arguments: allCompatCases.indices)
  func drawsItsPixels(_ index: Int) throws {
    let compat = allCompatCases[index]
    var environment = EnvironmentValues()
    environment.colorScheme = compat.colorScheme
    let renderer = ViewRenderer(scale: 1, background: compat.colorScheme == .dark ? .black : .white)
    let image = try renderer.rasterize(compat.view.frame(width: compat.width, height: compat.height),
                                       in: ProposedViewSize(width: compat.width, height: compat.height), environment: environment)
    for probe in compat.probes {
      let p = image.pixel(x: probe.x, y: probe.y)
      let ok = abs(Int(p.r) - probe.rgba.r) <= probe.tolerance && abs(Int(p.g) - probe.rgba.g) <= probe.tolerance
        && abs(Int(p.b) - probe.rgba.b) <= probe.tolerance && abs(Int(p.a) - probe.rgba.a) <= probe.tolerance
      #expect(ok, "\(compat.name): pixel \(probe) is rgba(\(p.r), \(p.g), \(p.b), \(p.a))")
    }
    if let out = ProcessInfo.processInfo.environment["SPECIMEN_COMPAT_OUT"] {
      try renderer.png(compat.view.frame(width: compat.width, height: compat.height),
                       in: ProposedViewSize(width: compat.width, height: compat.height), environment: environment)
        .write(to: URL(fileURLWithPath: out).appendingPathComponent("\(compat.name).png"))
    }
  }

  /// The list above names every folder in Tests/Compat, so a new case cannot be left out.
  @Test func everyFolderIsACase() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Compat")
    let folders = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { !$0.hasSuffix(".md") }.sorted()
    #expect(folders == allCompatCases.map(\.name))
  }
}
