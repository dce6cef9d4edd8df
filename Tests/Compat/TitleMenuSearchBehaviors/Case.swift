import CompatSupport
import SpecimenUI

// The renamable title drawn in the inline bar with nothing beside it (the title menus are closed), the
// resting search field in the bar's drawer, the list below on the grouped background.
public let compatCase = CompatCase("TitleMenuSearchBehaviors", width: 320, height: 220,
    probes: [.at(124, 22, "#000000"), .at(130, 22, "#000000"), .at(300, 22, "#F2F2F7"), .at(20, 22, "#F2F2F7"),
             .at(200, 70, "#E4E4E9"), .at(250, 153, "#FFFFFF")]) {
    RecipeDocumentScreen()
}
