import Specimen
import Testing

/// A vertical `TextField` takes the fewest lines its line limit asks for even when empty: `lineLimit(3...)` and
/// `lineLimit(5, reservesSpace: true)` make it as tall as that many lines (Apple's pages for `lineLimit(_:)` with a
/// partial range and for `lineLimit(_:reservesSpace:)`), while a horizontal field stays one line.
@Suite struct VerticalTextFieldLineLimitTests {
  static func height<V: View>(_ view: V) throws -> CGFloat {
    let result = LayoutInspector.layout(of: VStack { view.id("probe"); Spacer() }, in: ProposedViewSize(width: 300, height: 600))
    return try #require(result.frames["probe"]).height
  }

  @Test func aVerticalFieldTakesTheFewestLinesOfItsRange() throws {
    let oneLine = try Self.height(TextField("Notes", text: .constant("")))
    let field = try Self.height(TextField("Notes", text: .constant(""), axis: .vertical).lineLimit(3...))
    let text = try Self.height(Text("Notes").lineLimit(3...))
    #expect(abs(field - text) < 0.001)
    #expect(field > 2.5 * oneLine)
  }

  @Test func aVerticalFieldKeepsTheSpaceItReserves() throws {
    let field = try Self.height(TextField("Your message", text: .constant("Hi"), axis: .vertical).lineLimit(5, reservesSpace: true))
    let text = try Self.height(Text("Hi").lineLimit(5, reservesSpace: true))
    #expect(abs(field - text) < 0.001)
  }

  @Test func aHorizontalFieldStaysOneLine() throws {
    let oneLine = try Self.height(TextField("Notes", text: .constant("")))
    let ranged = try Self.height(TextField("Notes", text: .constant("")).lineLimit(3...))
    #expect(abs(ranged - oneLine) < 0.001)
  }
}
