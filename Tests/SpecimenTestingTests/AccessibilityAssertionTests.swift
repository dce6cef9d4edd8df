import Foundation
import Specimen
import SpecimenTesting
import SpecimenUI
import Testing

@Suite struct AccessibilityAssertionTests {
  /// A readable 44 pt button passes; a faint 30 pt one fails with one line per finding.
  @Test func failureNamesEachFinding() {
    let good = Button {} label: { Text("Save").foregroundColor(.black).frame(minWidth: 44, minHeight: 44) }.buttonStyle(.plain)
    #expect(accessibilityFailure(of: good.background(Color.white), named: "good") == nil)
    expectAccessibility(of: good.background(Color.white), named: "good")
    let bad = Button {} label: { Text("Save").foregroundColor(Color(red: 0.8, green: 0.8, blue: 0.8)).frame(width: 40, height: 30) }
      .buttonStyle(.plain)
    let message = accessibilityFailure(of: bad, named: "bad") ?? ""
    // The fixed 40×30 frame also cuts and clips the text at accessibility3.
    #expect(message.hasPrefix("bad: 4 accessibility finding(s):"), "\(message)")
    #expect(message.contains("bad at accessibility3: truncation 1 < 0 Text \"Save\""))
    #expect(message.contains("bad: contrast 1.61 < 4.5 Text \"Save\""))
    #expect(message.contains("bad: target-size 30 < 44 Button \"Save\" at (0, 0, 40×30)"))
    // Ignoring a kind leaves it out.
    #expect(accessibilityFailure(of: bad, named: "bad", ignoring: [.contrast, .targetSize, .truncation, .clipping]) == nil)
  }
}
