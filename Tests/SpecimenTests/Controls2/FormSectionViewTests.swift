import Foundation
import Specimen
import SpecimenUI
import Testing

/// A form's section split into a view of its own, as apps write long forms.
private struct ServingsSection: View {
  @Binding var servings: Int

  var body: some View {
    Section(header: Text("Servings")) {
      Stepper("Servings: \(servings)", value: $servings, in: 1...12)
    }
  }
}

/// Two sections in one custom view, the second with a footer.
private struct SharingSections: View {
  var body: some View {
    Section("Sharing") {
      Text("Analytics")
      Text("Crash reports")
    }
    Section {
      Text("Delete data")
    } footer: {
      Text("Removes every recipe")
    }
  }
}

/// A section and, beside it, another custom view holding a section.
private struct MealPlanSections: View {
  var body: some View {
    Section("Plan") {
      Text("Week 12")
    }
    ServingsSection(servings: .constant(2))
  }
}

/// A custom row: no section in its body, so it stays one row of the card around it.
private struct PlainRow: View {
  var body: some View {
    HStack {
      Text("Plain")
      Spacer()
    }
  }
}

/// A screen whose body is another custom view holding a section: a chain of two.
private struct ServingsScreen: View {
  var body: some View {
    ServingsSection(servings: .constant(3))
  }
}

/// A group of custom views, one a chain, one a section view: the list reaches both sections.
private struct RecipeSections: View {
  var body: some View {
    Group {
      ServingsScreen()
      MealSection(meal: "Lunch")
    }
  }
}

/// A row made of the app's own views and no section: it stays one row.
private struct AvatarRow: View {
  var body: some View {
    HStack {
      Avatar()
      Text("Ada")
    }
  }
}

private struct Avatar: View {
  var body: some View {
    Circle().fill(.blue).frame(width: 24, height: 24)
  }
}

@Suite struct FormSectionViewTests {
  /// The section inside `ServingsSection` is a card of its own with its header above it, as SwiftUI's form sees
  /// through the custom view; before, the whole Section was one row of a card, its header drawn inside the row.
  @Test func aSectionInACustomViewIsACardWithItsHeaderAbove() throws {
    let form = Form {
      ServingsSection(servings: .constant(4))
      SharingSections()
    }
    let placed = C2.place(form, width: 390, height: 700)
    let cards = C2.nodes("RoundedRectangle", in: placed).filter { $0.frame.width == 358 }
    // The same sections written inline in the form: the cards have the same frames.
    let inline = Form {
      Section(header: Text("Servings")) {
        Stepper("Servings: 4", value: .constant(4), in: 1...12)
      }
      Section("Sharing") {
        Text("Analytics")
        Text("Crash reports")
      }
      Section {
        Text("Delete data")
      } footer: {
        Text("Removes every recipe")
      }
    }
    let inlineCards = C2.nodes("RoundedRectangle", in: C2.place(inline, width: 390, height: 700)).filter { $0.frame.width == 358 }
    #expect(cards.count == 3)
    #expect(cards.map(\.frame) == inlineCards.map(\.frame))
    #expect(cards.map(\.frame.height).suffix(2) == [88, 44])
    let servings = try C2.text("SERVINGS", in: placed).node.frame
    #expect(abs(servings.maxY + 7 - cards[0].frame.minY) < 0.01, "\(servings) over \(cards[0].frame)")
    let sharing = try C2.text("SHARING", in: placed).node.frame
    #expect(abs(sharing.maxY + 7 - cards[1].frame.minY) < 0.01)
    let footer = try C2.text("Removes every recipe", in: placed).node.frame
    #expect(abs(footer.minY - 7 - cards[2].frame.maxY) < 0.01)
  }

  /// A list sees the sections of views made by a `ForEach`, and of a custom view inside another one's body.
  @Test func sectionsFromAForEachAndFromANestedView() throws {
    let list = List {
      ForEach(["Breakfast", "Dinner"], id: \.self) { meal in
        MealSection(meal: meal)
      }
      MealPlanSections()
    }
    let placed = C2.place(list, width: 390, height: 700)
    let cards = C2.nodes("RoundedRectangle", in: placed).filter { $0.frame.width == 358 }
    // Three one-text sections, then the stepper's section, as tall as the first card of the form above.
    #expect(cards.count == 4)
    #expect(cards.prefix(3).map(\.frame.height) == [44, 44, 44])
    let stepperCard = C2.nodes("RoundedRectangle", in: C2.place(Form { ServingsSection(servings: .constant(2)) }, width: 390, height: 700))
      .filter { $0.frame.width == 358 }
    #expect(cards.last?.frame.height == stepperCard.first?.frame.height)
    #expect(stepperCard.count == 1)
    _ = try C2.text("BREAKFAST", in: placed)
    _ = try C2.text("DINNER", in: placed)
    _ = try C2.text("PLAN", in: placed)
    _ = try C2.text("SERVINGS", in: placed)
  }

  /// Sections reached through a chain of custom views and through a `Group` of them are cards, as written inline; a row
  /// built from the app's own views stays a row of the card after them.
  @Test func sectionsThroughChainsAndGroupsOfCustomViews() throws {
    let form = Form {
      RecipeSections()
      AvatarRow()
      Text("Beside")
    }
    let inline = Form {
      Section(header: Text("Servings")) {
        Stepper("Servings: 3", value: .constant(3), in: 1...12)
      }
      Section("Lunch") {
        Text("Lunch recipes")
      }
      HStack {
        Circle().fill(.blue).frame(width: 24, height: 24)
        Text("Ada")
      }
      Text("Beside")
    }
    let placed = C2.place(form, width: 390, height: 700)
    let cards = C2.nodes("RoundedRectangle", in: placed).filter { $0.frame.width == 358 }
    let inlineCards = C2.nodes("RoundedRectangle", in: C2.place(inline, width: 390, height: 700)).filter { $0.frame.width == 358 }
    #expect(cards.count == 3)
    #expect(cards.map(\.frame) == inlineCards.map(\.frame))
    // The avatar's row is 46 pt (its 24-pt circle and 11-pt insets), the text's 44.
    #expect(cards.map(\.frame.height).suffix(2) == [44, 90])
    let servings = try C2.text("SERVINGS", in: placed).node.frame
    #expect(abs(servings.maxY + 7 - cards[0].frame.minY) < 0.01, "\(servings) over \(cards[0].frame)")
    let lunch = try C2.text("LUNCH", in: placed).node.frame
    #expect(abs(lunch.maxY + 7 - cards[1].frame.minY) < 0.01)
    let ada = try C2.text("Ada", in: placed).node.frame
    #expect(cards[2].frame.minY < ada.minY && ada.maxY < cards[2].frame.midY)
  }

  /// A custom view without a section stays one row: the card holds it and the text beside it.
  @Test func aCustomRowStaysARow() throws {
    let form = Form {
      PlainRow()
      Text("Beside")
    }
    let placed = C2.place(form, width: 390, height: 400)
    let cards = C2.nodes("RoundedRectangle", in: placed).filter { $0.frame.width == 358 }
    #expect(cards.map(\.frame.height) == [88])
  }
}

private struct MealSection: View {
  let meal: String

  var body: some View {
    Section(meal) {
      Text("\(meal) recipes")
    }
  }
}
