import Foundation
import SpecimenUI
import Testing

/// `DateComponentsFormatter`, which swift-corelibs-foundation leaves unavailable: the strings of Apple's
/// reference for each units style, and the zero-formatting behaviors app timers set.
@Suite struct DateComponentsFormatterTests {
  static func formatter(_ style: DateComponentsFormatter.UnitsStyle,
                        _ units: NSCalendar.Unit = [.hour, .minute, .second]) -> DateComponentsFormatter {
    let formatter = DateComponentsFormatter()
    formatter.unitsStyle = style
    formatter.allowedUnits = units
    return formatter
  }

  /// 9:41:30 written in each of the six styles, as Apple's reference for `UnitsStyle` shows them.
  @Test func eachStyleWritesAppleReferenceString() {
    let elapsed: TimeInterval = 9 * 3600 + 41 * 60 + 30
    #expect(Self.formatter(.positional).string(from: elapsed) == "9:41:30")
    #expect(Self.formatter(.abbreviated).string(from: elapsed) == "9h 41m 30s")
    #expect(Self.formatter(.short).string(from: elapsed) == "9 hr, 41 min, 30 sec")
    #expect(Self.formatter(.full).string(from: elapsed) == "9 hours, 41 minutes, 30 seconds")
    #expect(Self.formatter(.spellOut).string(from: elapsed) == "nine hours, forty-one minutes, thirty seconds")
    #expect(Self.formatter(.brief).string(from: elapsed) == "9hr 41min 30sec")
  }

  /// Positional strings drop a leading zero hour but keep a zero minute before seconds; `.pad` pads every unit.
  @Test func positionalZerosFollowTheBehavior() {
    let timer = Self.formatter(.positional)
    #expect(timer.string(from: 125) == "2:05")
    #expect(timer.string(from: 5) == "0:05")
    #expect(timer.string(from: 3600) == "1:00:00")
    timer.zeroFormattingBehavior = .pad
    #expect(timer.string(from: 125) == "00:02:05")
    let minutes = Self.formatter(.positional, [.minute, .second])
    minutes.zeroFormattingBehavior = .pad
    #expect(minutes.string(from: 65) == "01:05")
  }

  /// Named units drop zero units by default, keep them with `.pad`, and stop at `maximumUnitCount`.
  @Test func namedUnitsDropZerosAndStopAtTheMaximum() {
    let full = Self.formatter(.full)
    #expect(full.string(from: 3605) == "1 hour, 5 seconds")
    #expect(full.string(from: 60) == "1 minute")
    full.maximumUnitCount = 1
    #expect(full.string(from: 3725) == "1 hour")
    let padded = Self.formatter(.abbreviated)
    padded.zeroFormattingBehavior = .pad
    #expect(padded.string(from: 65) == "0h 1m 5s")
  }

  /// Days count from the reference date; the approximation and remaining phrases wrap the string.
  @Test func daysAndPhrases() {
    let formatter = Self.formatter(.full, [.day, .hour])
    formatter.includesApproximationPhrase = true
    formatter.includesTimeRemainingPhrase = true
    #expect(formatter.string(from: 2 * 86_400 + 3 * 3600) == "About 2 days, 3 hours remaining")
    #expect(formatter.string(from: .nan) == nil)
  }

  /// `string(from: DateComponents)` writes the allowed units the components hold.
  @Test func dateComponentsAreWrittenAsGiven() {
    var components = DateComponents()
    components.minute = 90
    #expect(Self.formatter(.short, [.minute]).string(from: components) == "90 min")
    #expect(Self.formatter(.positional).string(for: 61.0) == "1:01")
  }
}
