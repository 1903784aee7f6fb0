import { Module } from '@nestjs/common';
import { ImagesController } from './images.controller';
import { SampleImages } from './sample-images';

/** The sample images of data/images, served under /api/images. */
@Module({ controllers: [ImagesController], providers: [SampleImages] })
export class ImagesModule {}
