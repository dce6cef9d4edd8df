import Foundation
import Specimen
import SpecimenLayout
import SpecimenUI
import Testing

/// The VoiceOver elements of views laid out by the real renderer (Pango text measurement).
@Suite struct AccessibilityElementTests {
  static func place<V: View>(_ view: V, width: CGFloat = 300, environment: EnvironmentValues = EnvironmentValues()) -> PlacedNode {
    ViewRenderer().place(view, in: ProposedViewSize(width: width, height: nil), environment: environment)
  }

  static func elements<V: View>(_ view: V, width: CGFloat = 300, environment: EnvironmentValues = EnvironmentValues()) -> [AccessibilityElement] {
    AccessibilityElements.elements(of: place(view, width: width, environment: environment))
  }

  struct IconButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      configuration.label.frame(width: 30, height: 30).background(Circle().fill(Color.blue))
    }
  }

  @Test func iconButtonWithLabelIsOneButtonElement() throws {
    let view = Button {} label: { Image(systemName: "trash") }
      .buttonStyle(IconButtonStyle())
      .accessibilityLabel("Delete")
    let found = Self.elements(view)
    #expect(found.count == 1)
    let button = try #require(found.first)
    #expect(button.kind == .button)
    #expect(button.label == "Delete")
    #expect(button.labelSource == .explicit)
    #expect(button.traits == ["isButton"])
    #expect(button.isInteractive)
    #expect(button.frame == CGRect(x: 0, y: 0, width: 30, height: 30))
    #expect(!button.isMissingLabel)
    #expect(button.spoken == "Delete, button")
  }

  @Test func iconButtonWithoutLabelIsMissingLabel() throws {
    let view = Button {} label: { Image(systemName: "trash") }.buttonStyle(IconButtonStyle())
    let button = try #require(Self.elements(view).first)
    #expect(button.kind == .button)
    #expect(button.label == "trash")  // the name VoiceOver falls back to
    #expect(button.labelSource == .imageName)
    #expect(button.isMissingLabel)
    #expect(AccessibilityElements.missingLabels(Self.elements(view)).count == 1)
  }

  @Test func buttonWithTextReadsItsText() throws {
    let found = Self.elements(Button("Save") {})
    #expect(found.map(\.label) == ["Save"])
    #expect(found.first?.labelSource == .text)
    #expect(found.first?.isMissingLabel == false)
  }

  @Test func buttonWithDecorativeImageReadsNothing() throws {
    let view = Button {} label: { Image(decorative: "logo") }.buttonStyle(IconButtonStyle())
    let button = try #require(Self.elements(view).first)
    #expect(button.label == "")
    #expect(button.labelSource == .none)
    #expect(button.isMissingLabel)
  }

  @Test func combineJoinsLabelsWithComma() throws {
    let view = HStack { Text("A"); Text("B") }.accessibilityElement(children: .combine)
    let placed = Self.place(view)
    let found = AccessibilityElements.elements(of: placed)
    #expect(found.count == 1)
    let element = try #require(found.first)
    #expect(element.label == "A, B")
    #expect(element.kind == .text)
    #expect(element.traits == ["isStaticText"])
    #expect(element.frame == placed.frame)
  }

  @Test func withoutCombineEachTextIsAnElement() {
    #expect(Self.elements(HStack { Text("A"); Text("B") }).map(\.label) == ["A", "B"])
  }

  @Test func hiddenAndDecorativeViewsAreSkipped() {
    let view = VStack {
      Text("A").accessibilityHidden(true)
      Image(decorative: "logo")
      Text("B")
      Text("C").opacity(0)
    }
    #expect(Self.elements(view).map(\.label) == ["B"])
  }

  @Test func ignoreMakesOneElementReadingOnlyItsOwnLabel() {
    let unlabelled = Self.elements(VStack { Text("A"); Text("B") }.accessibilityElement())
    #expect(unlabelled.map(\.label) == [""])
    #expect(unlabelled.first?.kind == .element)
    let labelled = Self.elements(VStack { Text("A"); Text("B") }.accessibilityElement().accessibilityLabel("Card"))
    #expect(labelled.map(\.label) == ["Card"])
    #expect(labelled.first?.labelSource == .explicit)
  }

  @Test func outerModifierWinsAndContainerModifiersReachEachElement() {
    #expect(Self.elements(Text("x").accessibilityLabel("inner").accessibilityLabel("outer")).map(\.label) == ["outer"])
    let found = Self.elements(VStack { Text("A"); Text("B") }.accessibilityHint("Opens").accessibilityIdentifier("pair"))
    #expect(found.map(\.hint) == ["Opens", "Opens"])
    #expect(found.map(\.identifier) == ["pair", "pair"])
  }

  @Test func traitsAreAddedAndRemoved() {
    let header = Self.elements(Text("Title").accessibilityAddTraits(.isHeader))
    #expect(header.first?.traits == ["isHeader", "isStaticText"])
    let plain = Self.elements(Text("Title").accessibilityAddTraits([.isHeader, .isSelected]).accessibilityRemoveTraits(.isStaticText))
    #expect(plain.first?.traits == ["isHeader", "isSelected"])
  }

  @Test func valueAndHintAreKept() {
    let found = Self.elements(Text("Volume").accessibilityValue("Loud").accessibilityHint(Text("Adjusts the level")))
    #expect(found.first?.value == "Loud")
    #expect(found.first?.hint == "Adjusts the level")
    #expect(found.first?.spoken == "Volume, Loud, Adjusts the level")
  }

  @Test func toggleReadsOnOff() throws {
    let on = try #require(Self.elements(Toggle("Wi-Fi", isOn: .constant(true))).first)
    #expect(on.kind == .toggle)
    #expect(on.label == "Wi-Fi")
    #expect(on.value == "on")
    #expect(on.traits == ["isButton", "isToggle"])
    #expect(on.isInteractive)
    #expect(Self.elements(Toggle("Wi-Fi", isOn: .constant(false))).first?.value == "off")
    // A hidden label is still the toggle's label.
    #expect(Self.elements(Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden()).first?.label == "Wi-Fi")
  }

  @Test func sliderReadsPercent() throws {
    let slider = try #require(Self.elements(Slider(value: .constant(25), in: 0...50) { Text("Volume") }).first)
    #expect(slider.kind == .slider)
    #expect(slider.label == "Volume")
    #expect(slider.value == "50%")
  }

  @Test func labelReadsItsTitleOnly() {
    let found = Self.elements(Label("Delete", systemImage: "trash"))
    #expect(found.map(\.label) == ["Delete"])
    #expect(found.first?.kind == .text)
    // Inside a button the label names the button.
    let button = Self.elements(Button {} label: { Label("Delete", systemImage: "trash") })
    #expect(button.map(\.label) == ["Delete"])
    #expect(button.first?.kind == .button)
  }

  @Test func disabledControlsAreMarked() {
    let found = Self.elements(Button("Save") {}.disabled(true))
    #expect(found.first?.isEnabled == false)
    #expect(found.first?.spoken == "Save, dimmed, button")
  }

  @Test func readingOrderIsRowsThenLeadingToTrailing() {
    let view = VStack(alignment: .leading) {
      HStack(alignment: .top) {
        Image(systemName: "star").font(.system(size: 12))
        Text("Title").font(.largeTitle)
      }
      Text("Body")
    }
    #expect(Self.elements(view).map(\.label) == ["star", "Title", "Body"])
    var rtl = EnvironmentValues()
    rtl.layoutDirection = .rightToLeft
    #expect(Self.elements(view, environment: rtl).map(\.label) == ["star", "Title", "Body"])
    let pair = HStack { Text("Left"); Text("Right") }
    #expect(Self.elements(pair, environment: rtl).map(\.label) == ["Left", "Right"])
    let prioritised = VStack { Text("First"); Text("Second").accessibilitySortPriority(1) }
    #expect(Self.elements(prioritised).map(\.label) == ["Second", "First"])
  }

  @Test func representationIsReadInThePlaceOfTheView() throws {
    let view = Capsule().fill(Color.green).frame(width: 51, height: 31)
      .accessibilityRepresentation { Toggle("Wi-Fi", isOn: .constant(true)) }
    let placed = Self.place(view)
    let toggle = try #require(AccessibilityElements.elements(of: placed).first)
    #expect(toggle.kind == .toggle)
    #expect(toggle.value == "on")
    #expect(toggle.frame == placed.frame)
  }

  @Test func imageLabelsAndAssetNames() {
    #expect(Self.elements(Image("logo", label: Text("Company"))).map(\.label) == ["Company"])
    let asset = Self.elements(Image("logo"))
    #expect(asset.map(\.label) == ["logo"])
    #expect(asset.first?.isMissingLabel == true)
    #expect(Self.elements(Image(systemName: "star.fill")).first?.label == "star fill")
  }

  @Test func accessibilityModifiersDoNotChangeLayout() {
    let plain = Self.place(HStack { Text("A"); Text("B") })
    let modified = Self.place(HStack { Text("A").accessibilityLabel("x"); Text("B").accessibilityHidden(true) }
      .accessibilityElement(children: .combine).accessibilityIdentifier("id"))
    #expect(plain.frame == modified.frame)
    #expect(plain.children.map(\.frame) == modified.children.map(\.frame))
  }
}

/// Pickers that show every option read each option as a button.
@Suite struct AccessibilityPickerTests {
  static func picker() -> some View {
    Picker("Size", selection: .constant(1)) {
      Text("Small").tag(0)
      Text("Medium").tag(1)
      Text("Large").tag(2)
    }
  }

  @Test func segmentedOptionsAreButtonsWithTheSelectionSelected() {
    let found = AccessibilityElementTests.elements(Self.picker().pickerStyle(.segmented))
    #expect(found.map(\.label) == ["Small", "Medium", "Large"])
    #expect(found.map(\.traits) == [["isButton"], ["isButton", "isSelected"], ["isButton"]])
    #expect(found.map(\.spoken) == ["Small, button", "Medium, selected button", "Large, button"])
  }

  @Test func menuPickerIsOneElementWithTheSelectionAsValue() {
    let found = AccessibilityElementTests.elements(Self.picker().pickerStyle(.menu))
    #expect(found.count == 1)
    #expect(found.first?.kind == .picker)
    #expect(found.first?.label == "Size")
    #expect(found.first?.value == "Medium")
  }
}

/// Text fields read their title, else their prompt, and their text as the value.
@Suite struct AccessibilityTextFieldTests {
  @Test func titleThenPromptThenValue() {
    let titled = AccessibilityElementTests.elements(TextField("Email", text: .constant("a@b.c")))
    #expect(titled.map(\.label) == ["Email"])
    #expect(titled.first?.kind == .textField)
    #expect(titled.first?.value == "a@b.c")
    let prompted = AccessibilityElementTests.elements(TextField("", text: .constant(""), prompt: Text("Search")))
    #expect(prompted.map(\.label) == ["Search"])
    #expect(prompted.first?.value == nil)
    #expect(AccessibilityElementTests.elements(SecureField("Password", text: .constant("x"))).first?.kind == .secureField)
  }
}
