import Foundation
@testable import SpecimenCairo
import SpecimenDraw
import SpecimenLayout
import SpecimenUI
import Testing

/// iOS's own fonts named in `Font.custom` draw with metric-compatible free faces: a label in
/// Helvetica is as wide as on iOS, not as wide as the system face.
@Suite struct AppleFontStandInTests {
  @Test func namesResolveToTheirStandInWeightAndSlant() {
    let cases: [(String, AppleFontStandIns.StandIn?)] = [
      ("Helvetica Neue", .init(family: "Liberation Sans", weight: nil, italic: false, appleFamily: "Helvetica Neue")),
      ("HelveticaNeue-Bold", .init(family: "Liberation Sans", weight: 700, italic: false, appleFamily: "Helvetica Neue")),
      ("HelveticaNeue-LightItalic", .init(family: "Liberation Sans", weight: 300, italic: true, appleFamily: "Helvetica Neue")),
      ("HelveticaNeue-CondensedBold", .init(family: "Liberation Sans", weight: 700, italic: false, appleFamily: "Helvetica Neue")),
      ("Helvetica Neue Medium", .init(family: "Liberation Sans", weight: 500, italic: false, appleFamily: "Helvetica Neue")),
      ("Arial-BoldItalicMT", .init(family: "Liberation Sans", weight: 700, italic: true, appleFamily: "Arial")),
      ("ArialMT", .init(family: "Liberation Sans", weight: nil, italic: false, appleFamily: "Arial")),
      ("TimesNewRomanPS-BoldMT", .init(family: "Liberation Serif", weight: 700, italic: false, appleFamily: "Times New Roman")),
      ("Times New Roman", .init(family: "Liberation Serif", weight: nil, italic: false, appleFamily: "Times New Roman")),
      ("CourierNewPSMT", .init(family: "Liberation Mono", weight: nil, italic: false, appleFamily: "Courier New")),
      ("Courier-Oblique", .init(family: "Liberation Mono", weight: nil, italic: true, appleFamily: "Courier")),
      ("Menlo-Regular", .init(family: "DejaVu Sans Mono", weight: 400, italic: false, appleFamily: "Menlo")),
      ("Avenir Next", nil), ("Georgia-Bold", nil), ("Helveticaish", nil), ("TimesSquare", nil), ("", nil), ("-Bold", nil),
      (String(repeating: "Helvetica", count: 40), nil),
    ]
    for (name, expected) in cases {
      #expect(AppleFontStandIns.standIn(for: name) == expected, "\(name)")
    }
  }

  private func width(_ font: Font) -> CGFloat { Render.list(Text("Hello").font(font)).size.width }

  /// "Hello" at 17 pt is as wide as Helvetica's and Times's published advance widths make it
  /// (Adobe's Core 14 AFM files: Helvetica H 722, e 556, l 222, o 556; Times-Roman H 722, e 444,
  /// l 278, o 500 thousandths of an em), and Menlo's is five of its 0.602-em cells.
  @Test func standInsHaveTheAppleFontsWidths() {
    let helvetica = (722.0 + 556 + 222 + 222 + 556) / 1000 * 17
    let times = (722.0 + 444 + 278 + 278 + 500) / 1000 * 17
    #expect(abs(width(.custom("Helvetica", size: 17)) - helvetica) < 0.5, "\(width(.custom("Helvetica", size: 17))) vs \(helvetica)")
    #expect(abs(width(.custom("Times New Roman", size: 17)) - times) < 0.5, "\(width(.custom("Times New Roman", size: 17))) vs \(times)")
    #expect(abs(width(.custom("Menlo", size: 17)) - 5 * 0.602 * 17) < 0.5, "\(width(.custom("Menlo", size: 17)))")
  }

  /// A stand-in is set like the installed face it is (its own line box, no San Francisco tracking),
  /// not like the system font a missing family falls back to.
  @Test func standInsAreSetLikeTheirOwnFace() {
    let standIn = Render.list(Text("Hello\nWorld").font(.custom("Arial", size: 17))).size
    let installed = Render.list(Text("Hello\nWorld").font(.custom("Liberation Sans", size: 17))).size
    let system = Render.list(Text("Hello\nWorld").font(.system(size: 17))).size
    #expect(standIn == installed)
    #expect(abs(standIn.height - system.height) > 1, "\(standIn) vs \(system)")
  }

  @Test func aPostScriptNameDrawsTheStandInsFaceWithAWarningNamingBoth() throws {
    let named = try Render.image(Text("Hello").font(.custom("HelveticaNeue-Bold", size: 17)))
    let direct = try Render.image(Text("Hello").font(.custom("Liberation Sans", size: 17).weight(.bold)))
    #expect(try named.plainPNGData() == direct.plainPNGData())
    let warning = try #require(named.diagnostics.warnings.first)
    #expect(warning.kind == .unknownFontFamily)
    #expect(warning.message.contains("Helvetica Neue") && warning.message.contains("Liberation Sans"), "\(warning.message)")
    #expect(direct.diagnostics.isEmpty)
  }
}
