import Foundation
@testable import SpecimenUI
import HostileSupport
import Testing
@testable import Specimen

/// Hostile inputs of round 33: presentations drawn as a still (sheets, covers and popovers bound to `true`, detents of
/// NaN, negative, zero and 10^9 fractions and heights, custom detents that answer NaN, corner radii, backgrounds and
/// background interaction, alerts and dialogs of 1 000 actions and 1 MB titles, nested presentations); lists and forms
/// at the extremes (swipe actions, `onDelete`/`onMove` in edit mode, selections no row has, row insets and row and
/// section spacings of NaN, negative and huge values, disclosure groups nested deep, `LabeledContent`, menus and context
/// menus of thousands of items); accessibility and privacy modifiers (1 MB labels, values and hints,
/// `accessibilityRepresentation`, redaction and `privacySensitive`, Dynamic Type ranges, border shapes of NaN radius,
/// control sizes, hidden labels, sensory feedback with hostile triggers). Every case renders in one catalog run and must
/// have its outcome; every other cell and the manifest are written.
@Suite struct HostileRound33Tests {
  typealias Case = HostileCase

  static var box: some View { HostileRound26Tests.box }
  static func marked(_ view: some View) -> some View { HostileRound26Tests.marked(view) }

  static let megabyte = String(repeating: "Title ", count: 170_000)

  /// A detent whose height is NaN whatever the context.
  struct NaNDetent: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? { .nan }
  }

  /// A detent that answers more than any screen, read from the context's largest height.
  struct PastTheScreenDetent: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? { context.maxDetentValue * 1e300 }
  }

  struct Item: Identifiable { let id: Int }

  /// `depth` views, each presenting a sheet of the next, the innermost a box.
  static func nestedSheets(_ depth: Int) -> AnyView {
    depth == 0 ? AnyView(box) : AnyView(box.sheet(isPresented: .constant(true)) { nestedSheets(depth - 1) })
  }

  /// `depth` disclosure groups, each expanded, holding the next, the innermost a box.
  static func nestedGroups(_ depth: Int) -> AnyView {
    depth == 0 ? AnyView(box) : AnyView(DisclosureGroup("Level \(depth)", isExpanded: .constant(true)) { nestedGroups(depth - 1) })
  }

  /// The outcome and message fragment of every case that does not render cleanly; the others must render with no warning.
  static let outcomes: [String: (outcome: String, says: String)] = {
    let beyond = "is longer than any screen (over 1000000 pt, LayoutArgumentCheck.longestLength); laid out as given, so "
    let tooLong = "has more than 20000 characters (TextLength.limit)"
    let stillNoSheet = "(a still draws no sheet, so nothing changes here)"
    return [
      // A range that holds no size limits nothing, as before, and is now named.
      "dynamic-type-size-one-sided-and-empty-ranges": ("warns", ".dynamicTypeSize(.large..<.large): the range holds no Dynamic Type size, "
        + "so it limits nothing. Give a range that holds at least one size, such as .xSmall ... .xxxLarge | Round33/case-dynamic-type-size-one-sided-"
        + "and-empty-ranges: .dynamicTypeSize(..<.xSmall): the range holds no Dynamic Type size"),
      // Before: silent (the detents and radius were never read).
      "presentation-detents-nan-negative-zero-huge": ("warns", ".presentationDetents: the detent .fraction(nan) is not a finite fraction of 0 "
        + "or more, so no sheet could rest there \(stillNoSheet). Give a fraction of 0 or more, e.g. .fraction(0.5)"),
      "presentation-corner-radius-nan-negative-huge": ("warns", ".presentationCornerRadius(nan) is not a finite radius of 0 or more "
        + "\(stillNoSheet). Give a radius of 0 or more, or nil for the system's"),
      "presentation-background-and-interaction": ("warns", ".presentationBackgroundInteraction(.enabled(upThrough:)): the detent "
        + ".height(-1) is not a finite height of 0 or more, so no sheet could rest there \(stillNoSheet). Give a height of 0 or more, "
        + "e.g. .height(200)"),
      // Before: NaN and negative insets were named; an inset of 10^9 was silent.
      "list-row-insets-nan-negative-huge": ("warns", ".listRowInsets: top 1000000000 \(beyond)the row's content is pushed out of every "
        + "image. Give insets that fit on a screen"),
      "list-row-spacing-nan": ("warns", ".listRowSpacing(nan) is not a finite length ≥ 0; laid out with no spacing"),
      "list-row-spacing-negative": ("warns", ".listRowSpacing(-20) is not a finite length ≥ 0; laid out with spacing 0"),
      // Before: named as "VStack(spacing: 1000000000.0)", a stack the code does not have.
      "list-row-spacing-huge": ("warns", ".listRowSpacing(1000000000) \(beyond)the rows after the first are pushed out of every image. "
        + "Give a spacing that fits on a screen"),
      // Before: silent, laid out as 0 (or, for 10^9, as given).
      "list-section-spacing-nan": ("warns", ".listSectionSpacing(nan) is not a finite length ≥ 0; laid out with spacing 0. Give a spacing "
        + "of 0 or more, or .default for the style's"),
      "list-section-spacing-negative": ("warns", ".listSectionSpacing(-35) is not a finite length ≥ 0; laid out with spacing 0"),
      "list-section-spacing-custom-infinite": ("warns", ".listSectionSpacing(inf) is not a finite length ≥ 0; laid out with spacing 0"),
      "list-section-spacing-huge": ("warns", ".listSectionSpacing(1000000000) \(beyond)the sections after the first are pushed out of "
        + "every image. Give a spacing that fits on a screen"),
      "disclosure-groups-nested-1000-deep": ("fails", "the view nests more than 2000 views deep (ViewDepth.limit); flatten it"),
      "labeled-content-empty-1mb-and-nested": ("warns", ".frame(width: nan): invalid frame dimension (negative or non-finite), as SwiftUI warns"),
      "menu-5000-items-and-context-menu-5000": ("warns", tooLong),
      // The representation is resolved (VoiceOver reads it), so what it holds is named, though it is never drawn.
      "accessibility-representation-hostile": ("warns", "Slider value nan is not a number; drawn at the lower bound 0"),
      // Before: named as "RoundedRectangle: cornerRadius nan", a shape the code does not have.
      "button-border-shape-rounded-rectangle-nan-radius": ("warns", "ButtonBorderShape.roundedRectangle(radius:): radius nan is not a "
        + "finite radius ≥ 0; drawn as square corners (radius 0). Give finite radii of 0 or more"),
      "button-border-shape-rounded-rectangle-negative-and-huge": ("warns", "ButtonBorderShape.roundedRectangle(radius:): radius -20 is not "
        + "a finite radius ≥ 0"),
      "labels-hidden-on-every-control": ("warns", tooLong),
    ]
  }()

  static let cases: [Case] = {
    var list = HostileCaseList(outcomes: outcomes)
    func add(_ name: String, _ view: @escaping @Sendable () -> some View) { list.add(name, view) }
    add("control") { box }
    // Presentations drawn as a still.
    add("sheet-cover-popover-bound-to-true") {
      box.sheet(isPresented: .constant(true)) { Text(megabyte).frame(width: .nan) }
        .fullScreenCover(isPresented: .constant(true)) { Color.red.frame(width: -1e300) }
        .popover(isPresented: .constant(true), attachmentAnchor: .point(UnitPoint(x: CGFloat.nan, y: .infinity)), arrowEdge: .top) { Color.red }
        .sheet(item: .constant(Item(id: 1))) { _ in Color.red }
        .fullScreenCover(item: .constant(Item(id: 2))) { _ in Color.red }
        .popover(item: .constant(Item(id: 3))) { _ in Color.red }
    }
    add("presentation-detents-nan-negative-zero-huge") {
      box.presentationDetents([.fraction(.nan), .fraction(-1), .fraction(0), .fraction(1e9), .height(.nan), .height(-100), .height(0), .height(1e9)])
    }
    add("presentation-detents-selection-not-in-the-set") {
      box.presentationDetents([.medium, .large], selection: .constant(.fraction(0.25)))
    }
    add("presentation-detents-custom-nan-and-past-the-screen") {
      box.presentationDetents([.custom(NaNDetent.self), .custom(PastTheScreenDetent.self), .medium])
    }
    add("presentation-detents-empty-set") { box.presentationDetents([]) }
    add("presentation-corner-radius-nan-negative-huge") {
      VStack {
        box.presentationCornerRadius(.nan)
        box.presentationCornerRadius(-10)
        box.presentationCornerRadius(1e300)
        box.presentationCornerRadius(nil)
      }
    }
    add("presentation-background-and-interaction") {
      box.presentationBackground(.ultraThinMaterial).presentationBackground { Text(megabyte).frame(width: .nan) }
        .presentationBackgroundInteraction(.enabled(upThrough: .fraction(.nan)))
        .presentationBackgroundInteraction(.enabled(upThrough: .height(-1)))
        .presentationBackgroundInteraction(.enabled(upThrough: .custom(NaNDetent.self)))
        .presentationContentInteraction(.scrolls).presentationCompactAdaptation(.none).presentationDragIndicator(.visible)
        .interactiveDismissDisabled()
    }
    add("alert-1000-actions-1mb-title") {
      box.alert(megabyte, isPresented: .constant(true)) {
        ForEach(0..<1_000, id: \.self) { i in Button("Action \(i)") {} }
      } message: { Text(megabyte) }
    }
    add("confirmation-dialog-1000-actions-1mb-title") {
      box.confirmationDialog(megabyte, isPresented: .constant(true), titleVisibility: .visible) {
        ForEach(0..<1_000, id: \.self) { i in Button("Action \(i)", role: i == 0 ? .destructive : nil) {} }
        Button("Cancel", role: .cancel) {}
      } message: { Text(megabyte) }
    }
    add("alert-presenting-nil-and-error-nil") {
      box.alert("Title", isPresented: .constant(true), presenting: Optional<Int>.none) { _ in Button("OK") {} }
        .alert(isPresented: .constant(true)) { Alert(title: Text(megabyte)) }
        .actionSheet(isPresented: .constant(true)) { ActionSheet(title: Text(megabyte), buttons: []) }
    }
    add("presentations-nested-200-deep") { nestedSheets(200) }
    // Lists and forms at the extremes.
    add("swipe-actions-1000-buttons-both-edges") {
      List {
        ForEach(0..<3, id: \.self) { i in
          Text("Row \(i)")
            .swipeActions(edge: .leading, allowsFullSwipe: true) { ForEach(0..<1_000, id: \.self) { b in Button("B\(b)") {} } }
            .swipeActions(edge: .trailing) { Button("Delete", role: .destructive) {}; Button(megabyte) {} }
        }
      }.frame(width: 240, height: 160)
    }
    add("ondelete-onmove-editmode-active") {
      List {
        EditButton()
        ForEach(0..<3, id: \.self) { i in Text("Row \(i)") }
          .onDelete { _ in }
          .onMove { _, _ in }
      }
      .environment(\.editMode, .constant(.active))
      .frame(width: 240, height: 200)
    }
    add("list-selection-ids-no-row-has") {
      VStack {
        List(selection: .constant(Set([999, Int.min]))) { ForEach(0..<2, id: \.self) { Text("Row \($0)").tag($0) } }
        List(selection: .constant(Optional(Double.nan))) { ForEach([1.0, 2.0], id: \.self) { Text("Row \($0)").tag($0) } }
      }.environment(\.editMode, .constant(.active)).frame(width: 240, height: 240)
    }
    add("list-row-insets-nan-negative-huge") {
      List {
        Text("NaN").listRowInsets(EdgeInsets(top: .nan, leading: .nan, bottom: .nan, trailing: .nan))
        Text("Negative").listRowInsets(EdgeInsets(top: -50, leading: -50, bottom: -50, trailing: -50))
        Text("Huge").listRowInsets(EdgeInsets(top: 1e9, leading: 0, bottom: 0, trailing: 0))
      }.frame(width: 240, height: 200)
    }
    add("list-row-spacing-nan") { List { Text("A"); Text("B") }.listRowSpacing(.nan).frame(width: 240, height: 120) }
    add("list-row-spacing-negative") { List { Text("A"); Text("B") }.listRowSpacing(-20).frame(width: 240, height: 120) }
    add("list-row-spacing-huge") { List { Text("A"); Text("B") }.listRowSpacing(1e9).frame(width: 240, height: 120) }
    add("list-section-spacing-nan") {
      List { Section("A") { Text("A") }; Section("B") { Text("B") } }.listSectionSpacing(.nan).frame(width: 240, height: 200)
    }
    add("list-section-spacing-negative") {
      List { Section("A") { Text("A") }; Section("B") { Text("B") } }.listSectionSpacing(-35).frame(width: 240, height: 200)
    }
    add("list-section-spacing-huge") {
      List { Section("A") { Text("A") }; Section("B") { Text("B") } }.listSectionSpacing(1e9).frame(width: 240, height: 200)
    }
    add("list-section-spacing-custom-infinite") {
      Form { Section("A") { Text("A") }; Section("B") { Text("B") } }.listSectionSpacing(.custom(.infinity)).frame(width: 240, height: 200)
    }
    add("disclosure-groups-nested-60-deep") { ScrollView { nestedGroups(60) }.frame(width: 240, height: 200) }
    add("disclosure-groups-nested-1000-deep") { ScrollView { nestedGroups(1_000) }.frame(width: 240, height: 200) }
    add("disclosure-groups-1000-collapsed-in-a-list") {
      List { ForEach(0..<1_000, id: \.self) { i in DisclosureGroup("Group \(i)") { Text(megabyte) } } }.frame(width: 240, height: 200)
    }
    add("labeled-content-empty-1mb-and-nested") {
      Form {
        LabeledContent("", value: "")
        LabeledContent(megabyte, value: megabyte)
        LabeledContent("Outer") { LabeledContent("Inner") { LabeledContent("Innermost", value: "1") } }
        LabeledContent { Color.red.frame(width: .nan, height: -1) } label: { Text("NaN frame") }
      }.frame(width: 240, height: 240)
    }
    add("menu-5000-items-and-context-menu-5000") {
      VStack {
        Menu("Menu") { ForEach(0..<5_000, id: \.self) { i in Button("Item \(i)") {} } }
        Menu(megabyte) { Menu("Sub") { Menu("Subsub") { Button("Deep") {} } } }.frame(width: 200, height: 40).clipped()
        box.contextMenu { ForEach(0..<5_000, id: \.self) { i in Button("Item \(i)") {} } } preview: { Text(megabyte) }
      }
    }
    // Accessibility and privacy modifiers.
    add("accessibility-label-value-hint-1mb") {
      box.accessibilityLabel(megabyte).accessibilityValue(megabyte).accessibilityHint(megabyte)
        .accessibilityLabel(Text(megabyte)).accessibilityIdentifier(megabyte)
    }
    add("accessibility-representation-hostile") {
      box.accessibilityRepresentation { Text(megabyte).frame(width: .nan, height: 1e300) }
        .accessibilityRepresentation { Slider(value: .constant(Double.nan), in: 0...1) }
    }
    add("redacted-every-reason-and-unredacted") {
      VStack {
        Text("Placeholder").redacted(reason: .placeholder)
        Text("Privacy").redacted(reason: .privacy)
        Text("Invalidated").redacted(reason: .invalidated)
        Text("All").redacted(reason: [.placeholder, .privacy, .invalidated])
        Text("Unredacted").unredacted().redacted(reason: .placeholder)
        VStack { Text("Inner unredacted").unredacted(); Text("Inner redacted") }.redacted(reason: .placeholder)
        Text("Empty reasons").redacted(reason: [])
        Text("Unknown bits").redacted(reason: RedactionReasons(rawValue: -1))
      }
    }
    add("privacy-sensitive-under-privacy-redaction") {
      VStack {
        Text("Account 1234").privacySensitive()
        Text("Public").privacySensitive(false)
        VStack { Text("Inner") }.privacySensitive().privacySensitive(false)
      }.redacted(reason: .privacy)
    }
    add("dynamic-type-size-one-sided-and-empty-ranges") {
      VStack {
        Text("Up to xSmall").dynamicTypeSize(...DynamicTypeSize.xSmall).dynamicTypeSize(.accessibility5)
        Text("From accessibility5").dynamicTypeSize(DynamicTypeSize.accessibility5...).dynamicTypeSize(.xSmall)
        Text("Empty").dynamicTypeSize(DynamicTypeSize.large..<DynamicTypeSize.large)
        Text("Below xSmall").dynamicTypeSize(..<DynamicTypeSize.xSmall)
        Text("Disjoint").dynamicTypeSize(...DynamicTypeSize.small).dynamicTypeSize(DynamicTypeSize.xxLarge...)
      }
    }
    add("button-border-shape-rounded-rectangle-nan-radius") {
      Button("NaN") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: .nan))
    }
    add("button-border-shape-rounded-rectangle-negative-and-huge") {
      VStack {
        Button("Negative") {}.buttonStyle(.borderedProminent).buttonBorderShape(.roundedRectangle(radius: -20))
        Button("Huge") {}.buttonStyle(.borderedProminent).buttonBorderShape(.roundedRectangle(radius: 1e300))
        ButtonBorderShape.roundedRectangle(radius: .infinity).fill(.red).frame(width: 40, height: 20)
      }
    }
    add("control-size-every-size-nested") {
      VStack {
        ForEach([ControlSize.mini, .small, .regular, .large, .extraLarge], id: \.self) { size in
          HStack { Button("B") {}.buttonStyle(.bordered); Toggle("T", isOn: .constant(true)); Slider(value: .constant(0.5)) }.controlSize(size)
        }
        Button("Nested") {}.buttonStyle(.bordered).controlSize(.mini).controlSize(.extraLarge)
      }.frame(width: 300)
    }
    add("labels-hidden-on-every-control") {
      VStack {
        Toggle(megabyte, isOn: .constant(true))
        Slider(value: .constant(0.5)) { Text(megabyte) }
        Stepper(megabyte, value: .constant(1))
        Picker(megabyte, selection: .constant(1)) { Text("One").tag(1) }
        TextField(megabyte, text: .constant(""))
        DatePicker(megabyte, selection: .constant(Date(timeIntervalSinceReferenceDate: 0)))
        ColorPicker(megabyte, selection: .constant(.red))
        LabeledContent(megabyte, value: "V")
      }.labelsHidden().frame(width: 300)
    }
    add("sensory-feedback-hostile-triggers") {
      box.sensoryFeedback(.impact(weight: .heavy, intensity: .nan), trigger: Double.nan)
        .sensoryFeedback(.impact(flexibility: .soft, intensity: -.infinity), trigger: megabyte) { _, _ in true }
        .sensoryFeedback(trigger: Double.nan) { _, _ in .impact(intensity: 1e300) }
        .sensoryFeedback(trigger: Int.max) { nil }
    }
    return list.cases
  }()

  /// Under `.redacted(reason: .privacy)`, text marked `privacySensitive()` draws exactly as placeholder-redacted text does
  /// (Apple: "SwiftUI redacts views marked with this modifier when you apply the privacy redaction reason"); unmarked text,
  /// and text marked `privacySensitive(false)` inside a sensitive view, draws as is.
  @Test func privacySensitiveTextIsRedactedUnderThePrivacyReason() throws {
    let renderer = ViewRenderer(scale: 1)
    func drawn(_ view: some View) throws -> [UInt8] {
      try renderer.rasterize(view.font(.system(size: 30)).frame(width: 160, height: 40).background(Color.white), in: .unspecified).rgbaBytes()
    }
    let plain = try drawn(Text("Account"))
    let placeholder = try drawn(Text("Account").redacted(reason: .placeholder))
    #expect(plain != placeholder)
    #expect(try drawn(Text("Account").privacySensitive().redacted(reason: .privacy)) == placeholder)
    #expect(try drawn(Text("Account").redacted(reason: .privacy)) == plain)
    #expect(try drawn(Text("Account").privacySensitive(false).redacted(reason: .privacy)) == plain)
    #expect(try drawn(VStack { Text("Account").privacySensitive(false) }.privacySensitive().redacted(reason: .privacy)) == plain)
    #expect(try drawn(Text("Account").privacySensitive()) == plain)
    #expect(try drawn(Text("Account").privacySensitive().unredacted().redacted(reason: .privacy)) == plain)
  }

  /// Rows spaced by `listRowSpacing(_:)` sit that far apart, each on its own card (the space is padding above each later
  /// row): 30 pt more spacing moves the second row down 30 pt and leaves the first where it was.
  @Test func spacedListRowsSitTheSpacingApart() throws {
    func rows(spacing: CGFloat) throws -> (red: [Int], green: [Int]) {
      let list = List { Color.red.frame(height: 44); Color.green.frame(height: 44) }.listRowSpacing(spacing).frame(width: 200, height: 300)
      let image = try ViewRenderer(scale: 1).rasterize(list, in: .unspecified)
      #expect(image.diagnostics.warnings.map(\.message) == [])
      let column = (0..<image.height).map { image.pixel(x: 100, y: $0) }
      return (column.indices.filter { column[$0] == (255, 59, 48, 255) }, column.indices.filter { column[$0] == (52, 199, 89, 255) })
    }
    let near = try rows(spacing: 30), far = try rows(spacing: 60)
    #expect(near.red.count == 44 && near.green.count == 44)
    #expect(far.red == near.red)
    #expect(far.green == near.green.map { $0 + 30 })
  }

  @Test func everyExpectedOutcomeNamesACase() {
    #expect(Set(Self.outcomes.keys).subtracting(Self.cases.map(\.name)).sorted() == [])
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "Round33", fileSuffix: "round33") == [])
  }
}
