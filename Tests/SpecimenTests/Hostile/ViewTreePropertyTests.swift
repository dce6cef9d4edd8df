import Foundation
import HostileSupport
import SpecimenUI
import Testing
@testable import Specimen

/// A property test over random view trees whose numbers enter through initialisers as well as modifiers: controls
/// given values outside their ranges, text with hostile line limits, scale factors and formats, shapes trimmed,
/// inset and stroked by extreme amounts, stacks, grids, lists (one in edit mode with a selection), scroll views, navigation stacks, tab views,
/// a custom `Layout` whose sizes and placements come from the numbers, a presented sheet with hostile detents, group boxes,
/// expanded disclosure groups, horizontal grids, paging scroll views, grouped forms and control groups, with text fields, secure
/// fields, segmented pickers, date pickers, menus, Markdown text, palette symbols, gauges, labelled values and text editors as
/// leaves, with extreme spacing, insets and badges, nested up to three containers deep, with zero to two modifiers from a second set
/// (alignment guides, edge insets, safe-area insets, corner radii, type sizes, control sizes, layout direction, rotations,
/// contradictory frames, borders, colour filters, tints, line limits and layout priorities). Each tree is rendered at
/// scale 1 and 3 twice, with the same checks as `ModifierChainPropertyTests`: no trap or hang, every PNG 1…16 384 px
/// per side, a failed render a named error, the second render the same bytes.
///
/// It shares that suite's generator and settings (`SPECIMEN_FUZZ_SEED`, `SPECIMEN_FUZZ_ITERATIONS`,
/// `SPECIMEN_FUZZ_TRACE`); the numbers are the same hostile list. Ranges are built with ordered, non-NaN bounds,
/// as `a...b` traps in the caller's own code otherwise (on iOS too).
@Suite struct ViewTreePropertyTests {
  typealias SplitMix = ModifierChainPropertyTests.SplitMix
  typealias Made = ModifierChainPropertyTests.Made

  typealias Numbers = PropertyRun.Numbers

  static func f(_ v: Double) -> String { v.isNaN ? "nan" : "\(v)" }

  /// A leaf: a control, a text or a shape with numbers in its initialiser.
  static func leaf(_ n: inout Numbers) -> Made {
    let (a, b, c) = (n.next(), n.next(), n.next())
    switch n.pick(36) {
    case 0:
      return Made(view: AnyView(Text("One two three four five six").lineLimit(Int(saturating: a)).frame(width: 60)),
                  recipe: "Text.lineLimit(\(Int(saturating: a)))")
    case 1:
      let lo = Int(saturating: Numbers.finite(a)), hi = Int(saturating: Numbers.finite(b))
      return Made(view: AnyView(Text("One two three four").lineLimit(min(lo, hi)...max(lo, hi)).lineLimit(lo, reservesSpace: true).frame(width: 50)),
                  recipe: "Text.lineLimit(\(min(lo, hi))...\(max(lo, hi))).lineLimit(\(lo), reservesSpace)")
    case 2:
      return Made(view: AnyView(Text("Shrinking headline").font(.title).minimumScaleFactor(a).frame(width: 40, height: 12)),
                  recipe: "Text.minimumScaleFactor(\(f(a))) in 40×12")
    case 3:
      return Made(view: AnyView(Text("Ag").tracking(a).baselineOffset(b).textCase(.uppercase)),
                  recipe: "Text.tracking(\(f(a))).baselineOffset(\(f(b)))")
    case 4:
      return Made(view: AnyView(Slider(value: .constant(a), in: n.range()).frame(width: 80)), recipe: "Slider(value: \(f(a)))")
    case 5:
      return Made(view: AnyView(ProgressView(value: a, total: b).frame(width: 80)), recipe: "ProgressView(value: \(f(a)), total: \(f(b)))")
    case 6:
      let range = n.range()
      return Made(view: AnyView(Gauge(value: a, in: range) { Text("G") }.gaugeStyle(.accessoryCircular)),
                  recipe: "Gauge(value: \(f(a)), in: \(range))")
    case 7:
      let range = n.range()
      return Made(view: AnyView(Stepper("S \(a)", value: .constant(a), in: range, step: b).frame(width: 160)),
                  recipe: "Stepper(value: \(f(a)), in: \(range), step: \(f(b)))")
    case 8:
      return Made(view: AnyView(RoundedRectangle(cornerRadius: a).trim(from: b, to: c).stroke(Color.blue, lineWidth: 3).frame(width: 30, height: 20)),
                  recipe: "RoundedRectangle(\(f(a))).trim(\(f(b)), \(f(c))).stroke")
    case 9:
      return Made(view: AnyView(Circle().inset(by: a).strokeBorder(Color.red, lineWidth: b).frame(width: 24, height: 24)),
                  recipe: "Circle.inset(\(f(a))).strokeBorder(\(f(b)))")
    case 10:
      return Made(view: AnyView(Path { p in
        p.addArc(center: CGPoint(x: a, y: 10), radius: b, startAngle: .degrees(c), endAngle: .degrees(a), clockwise: false)
      }.stroke(Color.green, lineWidth: 2).frame(width: 24, height: 24)), recipe: "Path.addArc(\(f(a)), r \(f(b)), \(f(c))°)")
    case 11:
      return Made(view: AnyView(Image(systemName: "wifi", variableValue: a).font(.system(size: b)).imageScale(.large)),
                  recipe: "Image(wifi, variableValue: \(f(a))).font(size: \(f(b)))")
    case 12:
      return Made(view: AnyView(Text(Date(timeIntervalSinceReferenceDate: a), style: .date)), recipe: "Text(date \(f(a)), style: .date)")
    case 13:
      return Made(view: AnyView(VStack { Text(a, format: .currency(code: "EUR")); Text(b, format: .percent) }),
                  recipe: "Text(\(f(a)) currency, \(f(b)) percent)")
    case 14:
      return Made(view: AnyView(Capsule().fill(LinearGradient(stops: [.init(color: .red, location: a), .init(color: .blue, location: b)],
                                                              startPoint: .leading, endPoint: UnitPoint(x: c, y: 0))).frame(width: 40, height: 16)),
                  recipe: "Capsule.fill(LinearGradient(\(f(a)), \(f(b)), end x \(f(c))))")
    case 15:
      return Made(view: AnyView(Color(red: a, green: b, blue: c, opacity: a).frame(width: 12, height: 12)),
                  recipe: "Color(\(f(a)), \(f(b)), \(f(c)))")
    case 16:
      return Made(view: AnyView(Text("Wide").fontWidth(Font.Width(a)).fontWeight(Font.Weight.bold)), recipe: "Text.fontWidth(\(f(a)))")
    case 17:
      return Made(view: AnyView(Text("Badge").badge(Int(saturating: a))), recipe: "Text.badge(\(Int(saturating: a)))")
    case 18:
      return Made(view: AnyView(Label("Mail", systemImage: "envelope").labelStyle(.titleAndIcon).font(.system(size: a))),
                  recipe: "Label.font(size: \(f(a)))")
    case 19:
      return Made(view: AnyView(Toggle("T", isOn: .constant(a > 0)).toggleStyle(.switch).frame(width: a)), recipe: "Toggle.frame(width: \(f(a)))")
    case 20:
      return Made(view: AnyView(Button("Go") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: a))),
                  recipe: "Button.buttonBorderShape(radius \(f(a)))")
    case 21:
      return Made(view: AnyView(Canvas { context, size in
        context.draw(Text("Ag"), at: CGPoint(x: a, y: b))
        context.stroke(Path(ellipseIn: CGRect(x: 0, y: 0, width: c, height: size.height)), with: .color(.red), lineWidth: 1)
      }.frame(width: 30, height: 20)), recipe: "Canvas(text at \(f(a)), \(f(b)); ellipse \(f(c)))")
    case 22:
      return Made(view: AnyView(GeometryReader { proxy in Color.teal.frame(width: proxy.size.width * a, height: 8) }.frame(width: 30, height: 10)),
                  recipe: "GeometryReader(width × \(f(a)))")
    case 23:
      return Made(view: AnyView(Divider().frame(width: a, height: b)), recipe: "Divider.frame(\(f(a)), \(f(b)))")
    default:
      return entryLeaf(&n, a, b, c)
    }
  }

  /// A leaf from the second set: text entry, pickers, menus, labelled content and symbols, with the numbers in
  /// their initialisers and modifiers.
  static func entryLeaf(_ n: inout Numbers, _ a: Double, _ b: Double, _ c: Double) -> Made {
    let count = Int(saturating: Numbers.finite(a)), lines = n.range()
    let (lo, hi) = (Int(saturating: lines.lowerBound), Int(saturating: lines.upperBound))
    switch n.pick(12) {
    case 0:
      let text = String(repeating: "Wide words ", count: min(max(count, 0), 400))
      return Made(view: AnyView(TextField("Name", text: .constant(text), axis: .vertical).lineLimit(lo...hi).frame(width: 80)),
                  recipe: "TextField(\(min(max(count, 0), 400)) words, vertical).lineLimit(\(lo)...\(hi))")
    case 1:
      return Made(view: AnyView(SecureField("Password", text: .constant("secret")).textFieldStyle(.roundedBorder).frame(width: a)),
                  recipe: "SecureField.roundedBorder.frame(width: \(f(a)))")
    case 2:
      return Made(view: AnyView(Picker("Pick", selection: .constant(count)) { ForEach(0..<3, id: \.self) { Text("Option \($0)").tag($0) } }
                                  .pickerStyle(.segmented).frame(width: b)),
                  recipe: "Picker(selection \(count), segmented).frame(width: \(f(b)))")
    case 3:
      return Made(view: AnyView(DatePicker("Day", selection: .constant(Date(timeIntervalSinceReferenceDate: Numbers.finite(a))),
                                           displayedComponents: .date).datePickerStyle(.compact)),
                  recipe: "DatePicker(\(Numbers.finite(a)), compact)")
    case 4:
      return Made(view: AnyView(Menu("More") { Button("One") {}; Button("Two") {} }.menuStyle(.button).buttonStyle(.bordered)
                                  .buttonBorderShape(.roundedRectangle(radius: a)).frame(width: b)),
                  recipe: "Menu.bordered(radius \(f(a))).frame(width: \(f(b)))")
    case 5:
      return Made(view: AnyView(ContentUnavailableView("Nothing \(count)", systemImage: "tray", description: Text("Empty")).frame(width: a, height: b)),
                  recipe: "ContentUnavailableView.frame(\(f(a)), \(f(b)))")
    case 6:
      let markdown = (try? AttributedString(markdown: "**Bold** _slanted_ [link](https://example.com) `code`")) ?? AttributedString("plain")
      return Made(view: AnyView(Text(markdown).kerning(a).lineSpacing(b).frame(width: 70)),
                  recipe: "Text(markdown).kerning(\(f(a))).lineSpacing(\(f(b)))")
    case 7:
      return Made(view: AnyView(Image(systemName: "star.fill").symbolRenderingMode(.palette).foregroundStyle(.red, .blue)
                                  .symbolVariant(.circle).font(.system(size: a, weight: .bold)).imageScale(.small)),
                  recipe: "Image(star.fill, palette, circle).font(size: \(f(a)))")
    case 8:
      let range = n.range()
      return Made(view: AnyView(Gauge(value: a, in: range) { Text("Level") } currentValueLabel: { Text("\(b)") }
                                  .gaugeStyle(.linearCapacity).tint(Gradient(colors: [.green, .red])).frame(width: 90)),
                  recipe: "Gauge(value: \(f(a)), in: \(range), linearCapacity, gradient)")
    case 9:
      return Made(view: AnyView(LabeledContent("Total", value: a, format: .number.precision(.fractionLength(min(max(count, 0), 40)))).frame(width: 140)),
                  recipe: "LabeledContent(\(f(a)), fraction length \(min(max(count, 0), 40)))")
    case 10:
      return Made(view: AnyView(Toggle(isOn: .constant(b > 0)) { Label("Alarm", systemImage: "bell") }.toggleStyle(.button).controlSize(.mini).frame(height: a)),
                  recipe: "Toggle(button style, mini).frame(height: \(f(a)))")
    default:
      return Made(view: AnyView(TextEditor(text: .constant(String(repeating: "Line\n", count: min(max(count, 0), 300)))).font(.system(size: c)).frame(width: 90, height: b)),
                  recipe: "TextEditor(\(min(max(count, 0), 300)) lines).font(size: \(f(c))).frame(height: \(f(b)))")
    }
  }

  /// A container of one to three children made by `child`, with numbers in its initialiser.
  static func container(_ n: inout Numbers, depth: Int) -> Made {
    let count = 1 + n.pick(3)
    var children: [Made] = []
    for _ in 0..<count { children.append(tree(&n, depth: depth + 1)) }
    let views = children.map(\.view)
    let inner = children.map(\.recipe).joined(separator: ", ")
    let (a, b) = (n.next(), n.next())
    let each = ForEach(views.indices, id: \.self) { views[$0] }
    switch n.pick(22) {
    case 0: return Made(view: AnyView(HStack(spacing: a) { Spacer(minLength: b); each }), recipe: "HStack(spacing: \(f(a)), Spacer(min \(f(b)))){\(inner)}")
    case 1: return Made(view: AnyView(VStack(alignment: .leading, spacing: a) { each }), recipe: "VStack(spacing: \(f(a))){\(inner)}")
    case 2: return Made(view: AnyView(ZStack(alignment: .bottomTrailing) { each }.padding(a)), recipe: "ZStack.padding(\(f(a))){\(inner)}")
    case 3:
      return Made(view: AnyView(Grid(horizontalSpacing: a, verticalSpacing: b) { GridRow { each }; GridRow { each.gridCellColumns(Int(saturating: a)) } }),
                  recipe: "Grid(\(f(a)), \(f(b)), gridCellColumns \(Int(saturating: a))){\(inner)}")
    case 4:
      return Made(view: AnyView(LazyVGrid(columns: [GridItem(.adaptive(minimum: Numbers.finite(a), maximum: max(Numbers.finite(a), Numbers.finite(b))))]) { each }
                                  .frame(width: 120)),
                  recipe: "LazyVGrid(adaptive \(f(a)), \(f(b))){\(inner)}")
    case 5:
      return Made(view: AnyView(List { Section("S") { each } }.listRowInsets(EdgeInsets(top: a, leading: b, bottom: a, trailing: b))
                                  .environment(\.defaultMinListRowHeight, a).frame(width: 160, height: 140)),
                  recipe: "List.listRowInsets(\(f(a)), \(f(b))).defaultMinListRowHeight(\(f(a))){\(inner)}")
    case 6:
      return Made(view: AnyView(ScrollView(.horizontal) { HStack { each } }.contentMargins(.horizontal, a, for: .scrollContent).frame(width: 90, height: 40)),
                  recipe: "ScrollView(.horizontal).contentMargins(\(f(a))){\(inner)}")
    case 7:
      return Made(view: AnyView(ViewThatFits(in: .horizontal) { HStack(spacing: a) { each }; VStack { each } }.frame(width: 100)),
                  recipe: "ViewThatFits{HStack(spacing: \(f(a))), VStack}{\(inner)}")
    case 8:
      return Made(view: AnyView(Form { each; Toggle("On", isOn: .constant(true)) }.frame(width: 200, height: 160)), recipe: "Form{\(inner)}")
    case 9:
      return Made(view: AnyView(NavigationStack {
        VStack(spacing: a) { each }.padding(b).navigationTitle("Title").navigationBarTitleDisplayMode(a > 0 ? .large : .inline)
          .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} } }
      }.frame(width: 200, height: 200)), recipe: "NavigationStack(VStack spacing \(f(a)), padding \(f(b))){\(inner)}")
    case 10:
      return Made(view: AnyView(TabView {
        VStack { each }.tabItem { Label("One", systemImage: "house") }.badge(Int(saturating: a))
        Text("Two").tabItem { Label("Two", systemImage: "gear") }.badge("\(b)")
      }.frame(width: 200, height: 200)), recipe: "TabView(badges \(Int(saturating: a)), \(f(b))){\(inner)}")
    case 11:
      return Made(view: AnyView(ScrollView {
        LazyVStack(spacing: a, pinnedViews: .sectionHeaders) { Section { each } header: { Text("Header").padding(b) } }
      }.defaultScrollAnchor(.bottom).frame(width: 120, height: 80)), recipe: "ScrollView{LazyVStack(spacing \(f(a)), pinned header padding \(f(b)))}{\(inner)}")
    case 12:
      let rows = ForEach(views.indices, id: \.self) { views[$0].deleteDisabled(a < 0).moveDisabled(b < 0) }
      return Made(view: AnyView(List(selection: .constant(Set([0, Int(saturating: a)]))) { Section("Edit") { rows.onDelete { _ in }.onMove { _, _ in } } }
                                  .environment(\.editMode, .constant(.active)).listRowInsets(EdgeInsets(top: 0, leading: a, bottom: 0, trailing: b))
                                  .frame(width: 160, height: 140)),
                  recipe: "List(selection [0, \(Int(saturating: a))], edit mode, insets \(f(a)), \(f(b))){\(inner)}")
    case 13:
      return Made(view: AnyView(FuzzLayout(scale: a, step: b) { each }.frame(width: 150, height: 100)),
                  recipe: "FuzzLayout(scale \(f(a)), step \(f(b))){\(inner)}")
    case 14:
      return Made(view: AnyView(Color.teal.frame(width: 200, height: 200).sheet(isPresented: .constant(true)) {
        VStack { each }.presentationDetents([.fraction(a), .height(b)]).presentationCornerRadius(a)
      }), recipe: "sheet(detents fraction \(f(a)), height \(f(b)), radius \(f(a))){\(inner)}")
    case 15:
      return Made(view: AnyView(HStack { each }.containerRelativeFrame(.horizontal, count: Int(saturating: a), span: Int(saturating: b), spacing: a)),
                  recipe: "containerRelativeFrame(count \(Int(saturating: a)), span \(Int(saturating: b))){\(inner)}")
    case 16: return Made(view: AnyView(GroupBox("Group") { each }.padding(a)), recipe: "GroupBox.padding(\(f(a))){\(inner)}")
    case 17:
      return Made(view: AnyView(List { DisclosureGroup("Folder", isExpanded: .constant(true)) { each }.listRowSeparatorTint(Color(white: a)) }
                                  .listSectionSpacing(b).frame(width: 180, height: 150)),
                  recipe: "List{DisclosureGroup(expanded)}.separatorTint(white \(f(a))).sectionSpacing(\(f(b))){\(inner)}")
    case 18:
      let fixed = Numbers.finite(a), flexible = n.range()
      return Made(view: AnyView(ScrollView(.horizontal) {
        LazyHGrid(rows: [GridItem(.fixed(fixed)), GridItem(.flexible(minimum: flexible.lowerBound, maximum: flexible.upperBound), spacing: b)]) { each }
      }.frame(width: 120, height: 90)), recipe: "LazyHGrid(fixed \(fixed), flexible \(flexible), spacing \(f(b))){\(inner)}")
    case 19:
      return Made(view: AnyView(ScrollView(.horizontal) { LazyHStack(spacing: a) { each }.scrollTargetLayout() }
                                  .scrollTargetBehavior(.paging).contentMargins(b).frame(width: 100, height: 60)),
                  recipe: "ScrollView(paging){LazyHStack(spacing \(f(a)))}.contentMargins(\(f(b))){\(inner)}")
    case 20:
      return Made(view: AnyView(Form { Section { each } header: { Text("Header") } footer: { Text("Footer \(a)") } }.formStyle(.grouped)
                                  .environment(\.defaultMinListHeaderHeight, b).frame(width: 200, height: 160)),
                  recipe: "Form(grouped, header height \(f(b))){\(inner)}")
    default:
      return Made(view: AnyView(ControlGroup { each }.controlGroupStyle(.navigation).frame(width: a)),
                  recipe: "ControlGroup(navigation).frame(width: \(f(a))){\(inner)}")
    }
  }

  /// A custom layout whose answers come from the generator's numbers: as big as the proposal (10 where it gives none)
  /// times `scale`, placing each subview `step` further right with a proposal `scale` times its bounds' width.
  struct FuzzLayout: Layout {
    var scale: Double
    var step: Double

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      CGSize(width: (proposal.width ?? 10) * scale, height: (proposal.height ?? 10) * scale)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      for (index, subview) in subviews.enumerated() {
        subview.place(at: CGPoint(x: bounds.minX + step * Double(index), y: bounds.midY), anchor: .leading,
                      proposal: ProposedViewSize(width: bounds.width * scale, height: nil))
      }
    }
  }

  /// Wraps `made` in one modifier from the second set.
  static func modify(_ made: Made, _ n: inout Numbers) -> Made {
    let v = made.view
    let (a, b) = (n.next(), n.next())
    switch n.pick(20) {
    case 0: return Made(view: AnyView(v.alignmentGuide(.leading) { d in d.width * a }.frame(width: 60, alignment: .leading)),
                        recipe: ".alignmentGuide(leading × \(f(a)))")
    case 1: return Made(view: AnyView(v.padding(EdgeInsets(top: a, leading: b, bottom: b, trailing: a))), recipe: ".padding(EdgeInsets(\(f(a)), \(f(b))))")
    case 2: return Made(view: AnyView(v.safeAreaInset(edge: .bottom, spacing: a) { Color.red.frame(height: b) }),
                        recipe: ".safeAreaInset(bottom, spacing \(f(a)), height \(f(b)))")
    case 3: return Made(view: AnyView(v.clipShape(.rect(topLeadingRadius: a, bottomLeadingRadius: b, bottomTrailingRadius: a, topTrailingRadius: b))),
                        recipe: ".clipShape(.rect(radii \(f(a)), \(f(b))))")
    case 4:
      let size = DynamicTypeSize.allCases[n.pick(DynamicTypeSize.allCases.count)]
      return Made(view: AnyView(v.dynamicTypeSize(size)), recipe: ".dynamicTypeSize(\(size))")
    case 5:
      let size = ControlSize.allCases[n.pick(ControlSize.allCases.count)]
      return Made(view: AnyView(v.controlSize(size)), recipe: ".controlSize(\(size))")
    case 6: return Made(view: AnyView(v.environment(\.layoutDirection, .rightToLeft).frame(width: a)), recipe: ".rightToLeft.frame(width: \(f(a)))")
    case 7: return Made(view: AnyView(v.background(.regularMaterial, in: RoundedRectangle(cornerRadius: a, style: .continuous))),
                        recipe: ".background(material, in: RoundedRectangle(\(f(a))))")
    case 8: return Made(view: AnyView(v.overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: a, height: a).offset(x: b) }),
                        recipe: ".overlay(Circle \(f(a)), offset \(f(b)))")
    case 9: return Made(view: AnyView(v.fixedSize().frame(maxWidth: a, maxHeight: b)), recipe: ".fixedSize().frame(max \(f(a)), \(f(b)))")
    case 10: return Made(view: AnyView(v.visualEffect { content, proxy in content.offset(x: proxy.size.width * a).scaleEffect(b) }),
                         recipe: ".visualEffect(offset × \(f(a)), scale \(f(b)))")
    case 11: return Made(view: AnyView(v.environment(\.font, .system(size: a)).truncationMode(.middle)), recipe: ".environment(font size \(f(a)))")
    case 12: return Made(view: AnyView(v.aspectRatio(CGSize(width: a, height: b), contentMode: .fill).clipped()),
                         recipe: ".aspectRatio(\(f(a))×\(f(b)), .fill).clipped()")
    case 13: return Made(view: AnyView(v.shadow(color: .black, radius: a, x: b, y: 0).compositingGroup()), recipe: ".shadow(\(f(a)), x \(f(b)))")
    case 14: return Made(view: AnyView(v.rotationEffect(.degrees(a), anchor: UnitPoint(x: b, y: 0))), recipe: ".rotationEffect(\(f(a))°, anchor x \(f(b)))")
    case 15: return Made(view: AnyView(v.frame(minWidth: a, maxWidth: b, alignment: .trailing)), recipe: ".frame(minWidth: \(f(a)), maxWidth: \(f(b)))")
    case 16: return Made(view: AnyView(v.border(Color.orange, width: a).cornerRadius(b)), recipe: ".border(width \(f(a))).cornerRadius(\(f(b)))")
    case 17: return Made(view: AnyView(v.hueRotation(.degrees(a)).contrast(b).grayscale(a)), recipe: ".hueRotation(\(f(a))°).contrast(\(f(b))).grayscale(\(f(a)))")
    case 18: return Made(view: AnyView(v.tint(Color(hue: a, saturation: b, brightness: 1)).accentColor(Color(white: b))),
                         recipe: ".tint(hue \(f(a)), saturation \(f(b)))")
    default: return Made(view: AnyView(v.lineLimit(Int(saturating: a)).minimumScaleFactor(b).layoutPriority(a)),
                         recipe: ".lineLimit(\(Int(saturating: a))).minimumScaleFactor(\(f(b))).layoutPriority(\(f(a)))")
    }
  }

  /// A leaf or a container (below depth 3), then zero to two modifiers.
  static func tree(_ n: inout Numbers, depth: Int) -> Made {
    var made = depth < 3 && n.pick(3) == 0 ? container(&n, depth: depth) : leaf(&n)
    for _ in 0..<n.pick(3) {
      let next = modify(made, &n)
      made = Made(view: next.view, recipe: made.recipe + next.recipe)
    }
    return made
  }

  /// One iteration's tree: a container at the root, so every tree nests at least one level.
  static func tree(seed: UInt64) -> Made {
    var n = Numbers(g: SplitMix(state: seed))
    var made = container(&n, depth: 1)
    let next = modify(made, &n)
    made = Made(view: next.view, recipe: made.recipe + next.recipe)
    return made
  }

  @Test func randomTreesWithExtremeNumbersRenderTheSameBytesTwiceOrFailByName() {
    let (rendered, failed) = ModifierChainPropertyTests.renderEach("tree", Self.tree(seed:))
    #expect(rendered > failed, "rendered \(rendered), failed \(failed)")
  }

  @Test func theTreeGeneratorIsDeterministicAndNests() {
    #expect(Self.tree(seed: 7).recipe == Self.tree(seed: 7).recipe)
    #expect(Self.tree(seed: 7).recipe != Self.tree(seed: 8).recipe)
    // Every tree's root is a container: its recipe holds braces around the children.
    #expect((0..<32).allSatisfy { Self.tree(seed: $0).recipe.contains("{") })
  }
}
