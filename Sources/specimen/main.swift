import Showcase
import Specimen

SpecimenCLI.main(catalog: ShowcaseCatalog.entries)
