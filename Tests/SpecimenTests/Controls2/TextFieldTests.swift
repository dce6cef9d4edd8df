import Foundation
import Specimen
import SpecimenUI
import Testing
@testable import Showcase

@Suite struct TextFieldTests {
  @Test func emptyFieldShowsPlaceholderInPlaceholderGrey() throws {
    let light = C2.place(TextField("Username", text: .constant("")), width: 300)
    #expect(try C2.text("Username", in: light).text.paint == .color(RGBA(60, 60, 67, 0.3)))
    let dark = C2.place(TextField("Username", text: .constant("")), width: 300, C2.environment(.dark))
    #expect(try C2.text("Username", in: dark).text.paint == .color(RGBA(235, 235, 245, 0.3)))
  }

  @Test func filledFieldShowsTextInLabelColor() throws {
    let light = C2.place(TextField("Username", text: .constant("jane")), width: 300)
    #expect(C2.texts(in: light).map(\.text.string) == ["jane"])
    #expect(try C2.text("jane", in: light).text.paint == .color(.black))
    let dark = C2.place(TextField("Username", text: .constant("jane")), width: 300, C2.environment(.dark))
    #expect(try C2.text("jane", in: dark).text.paint == .color(.white))
  }

  @Test func promptReplacesTitleAsPlaceholder() throws {
    let root = C2.place(TextField("Name", text: .constant(""), prompt: Text("Required")), width: 300)
    #expect(C2.texts(in: root).map(\.text.string) == ["Required"])
  }

  @Test func secureFieldShowsBullets() throws {
    let root = C2.place(SecureField("Password", text: .constant("abc")), width: 300)
    #expect(C2.texts(in: root).map(\.text.string) == ["\u{2022}\u{2022}\u{2022}"])
  }

  @Test func fieldTakesTheOfferedWidth() throws {
    let root = C2.place(TextField("Username", text: .constant("")), width: 300)
    #expect(root.frame.width == 300)
  }

  /// The caret is a 2 pt bar in the tint just after the text: present only when focused.
  @Test func focusedFieldShowsCaretAfterText() throws {
    let field = TextField("Username", text: .constant("jane")).tint(.orange)
    let placed = C2.place(field, width: 300, C2.environment(focused: true))
    let text = try C2.text("jane", in: placed).node.frame
    let y = text.midY
    let focused = try C2.render(field, width: 300, C2.environment(focused: true))
    #expect(C2.near(C2.pixel(focused, text.maxX + 1, y), 255, 149, 0, 255), "\(C2.pixel(focused, text.maxX + 1, y))")
    let unfocused = try C2.render(field, width: 300)
    #expect(C2.pixel(unfocused, text.maxX + 1, y).a == 0)
  }

  @Test func disabledFieldDrawsNoCaretAndFainterText() throws {
    let field = TextField("Username", text: .constant("jane")).disabled(true)
    let placed = C2.place(field, width: 300, C2.environment(focused: true))
    #expect(C2.nodes("Rectangle", in: placed).isEmpty)
    #expect(try C2.text("jane", in: placed).text.paint == .color(RGBA(60, 60, 67, 0.6)))
  }

  /// `.roundedBorder`: 34 pt tall, a 0.5 pt opaque-separator outline, a white fill, text inset 7 pt.
  @Test func roundedBorderDrawsOutlineAndFill() throws {
    let field = TextField("Username", text: .constant("")).textFieldStyle(.roundedBorder)
    let placed = C2.place(field, width: 300)
    #expect(placed.frame.size == CGSize(width: 300, height: 34))
    #expect(try C2.text("Username", in: placed).node.frame.minX == 7)
    let image = try C2.render(field, width: 300)
    // At 2× the 0.5 pt outline is exactly the top pixel row.
    #expect(C2.near(C2.pixel(image, 150, 0), 198, 198, 200, 255), "\(C2.pixel(image, 150, 0))")
    #expect(C2.near(C2.pixel(image, 150, 1), 255, 255, 255, 255), "\(C2.pixel(image, 150, 1))")
    let dark = try C2.render(field, width: 300, C2.environment(.dark))
    #expect(C2.near(C2.pixel(dark, 150, 0), 56, 56, 58, 255), "\(C2.pixel(dark, 150, 0))")
    #expect(C2.near(C2.pixel(dark, 150, 1), 44, 44, 46, 255), "\(C2.pixel(dark, 150, 1))")
  }

  @Test func styleOnContainerReachesTextAndSecureFields() throws {
    let form = VStack(spacing: 15) {
      TextField("Username", text: .constant(""))
      SecureField("Password", text: .constant(""))
    }
    .textFieldStyle(RoundedBorderTextFieldStyle())
    let placed = C2.place(form, width: 300)
    let borders = C2.nodes("RoundedRectangle", in: placed)
    #expect(borders.count == 4)  // a fill and an outline per field
    let image = try C2.render(form, width: 300)
    #expect(C2.near(C2.pixel(image, 150, 0), 198, 198, 200, 255))
    #expect(C2.near(C2.pixel(image, 150, 34 + 15), 198, 198, 200, 255), "\(C2.pixel(image, 150, 49))")
  }

  /// The seed's CustomTextFieldStyle decorates the bare field: an orange 1 pt stroke when focused, gray otherwise.
  @Test func seedCustomTextFieldStyleFollowsFocus() throws {
    let placed = C2.place(FocusedField(), width: 300)
    // .padding() (16) around the bare field; the text sits inside it.
    #expect(try C2.text(".customTextField", in: placed).node.frame.minX == 16)
    let focused = try C2.render(FocusedField(), width: 300, C2.environment(focused: true))
    #expect(C2.near(C2.pixel(focused, 150, 0), 255, 149, 0, 255), "\(C2.pixel(focused, 150, 0))")
    let unfocused = try C2.render(FocusedField(), width: 300)
    #expect(C2.near(C2.pixel(unfocused, 150, 0), 142, 142, 147, 255), "\(C2.pixel(unfocused, 150, 0))")
  }
}
