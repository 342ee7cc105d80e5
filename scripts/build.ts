import { buildClient } from './client-build.ts'

buildClient()
